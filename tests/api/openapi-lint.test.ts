// The OpenAPI document is what an association's IT reads first: Redocly's recommended rules over the
// document the server serves at /api/v1/openapi.json. Every operation has a summary and its error
// answers (the shared `Problem` body); the rules the API does not follow are listed with their reason.
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from '../../src/api/openapi.ts';

/** Recommended rules turned off, each with the reason. */
const RULES_OFF: Record<string, string> = {
  'no-path-trailing-slash':
    'every path ends in a slash, as in the API Herdenblick replaces; the server answers both spellings and the GraphQL gateway calls these paths',
};

/** Operations without any 4xx answer, each with the reason. */
const WITHOUT_CLIENT_ERRORS: Record<string, string> = {
  health: 'takes no input and needs no login: it answers 200, or 500 while the database is down',
};

type Operation = { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const pointerOf = (path: string, method: string) => `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;
const describeProblem = (p: NormalizedProblem) => `${p.ruleId} (${p.severity}) ${p.location[0]?.pointer ?? ''}: ${p.message}`;

let doc: Document;
let problems: NormalizedProblem[];
let operations: { path: string; method: string; op: Operation }[];

beforeAll(async () => {
  doc = (await describeApi()) as unknown as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const rules = Object.fromEntries(Object.keys(RULES_OFF).map((rule) => [rule, 'off' as const]));
  const config = await createConfig({ extends: ['recommended'], rules });
  problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
});

describe('the OpenAPI document under the recommended Redocly rules', () => {
  it('has no errors', () => {
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('gives every operation a summary and its 4xx answers', () => {
    const excused = new Set(
      operations.filter(({ op }) => op.operationId && op.operationId in WITHOUT_CLIENT_ERRORS).map(({ path, method }) => `${pointerOf(path, method)}/responses`),
    );
    const missing = problems.filter((p) => p.ruleId === 'operation-summary' || (p.ruleId === 'operation-4xx-response' && !excused.has(p.location[0]?.pointer ?? '')));
    expect(missing.map(describeProblem)).toEqual([]);
    // The excuses name real operations that really lack 4xx answers (a stale excuse fails here).
    for (const id of Object.keys(WITHOUT_CLIENT_ERRORS)) {
      const found = operations.find(({ op }) => op.operationId === id);
      expect(found, id).toBeDefined();
      expect(Object.keys(found!.op.responses ?? {}).filter((s) => s.startsWith('4')), id).toEqual([]);
    }
  });

  it('documents every error answer with the shared Problem body', () => {
    expect(doc.components.schemas.Problem).toMatchObject({ required: ['detail', 'code'], properties: { errors: expect.anything(), field_codes: expect.anything() } });
    const errorAnswers = operations.flatMap(({ path, method, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, response]) => ({ where: `${method.toUpperCase()} ${path} ${status}`, ref: response.content?.['application/json']?.schema?.$ref })),
    );
    expect(errorAnswers.length).toBeGreaterThan(operations.length);
    expect(errorAnswers.filter((a) => a.ref !== '#/components/schemas/Problem').map((a) => a.where)).toEqual([]);
  });
});

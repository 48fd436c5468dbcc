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

type Operation = { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

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
    const missing = problems.filter((p) => p.ruleId === 'operation-summary' || p.ruleId === 'operation-4xx-response');
    expect(missing.map(describeProblem)).toEqual([]);
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

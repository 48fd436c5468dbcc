// The operation limits (src/gateway/server/limits.ts) leave the app's own operations ample room:
// every operation under src/gateway measures at most half of each limit, by the same
// graphql-armor rules the gateway runs. Refusals of abusive operations: tests/gateway/security.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { buildSchema, Kind, parse, print, validate, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SUPERGRAPH_PATH } from '../../mesh/gateway.config.ts';
import { OPERATION_LIMITS } from '../../src/gateway/server/limits.ts';

const GATEWAY = resolve(import.meta.dirname, '../../src/gateway');
const schema = buildSchema(readFileSync(SUPERGRAPH_PATH, 'utf8'), { assumeValidSDL: true });

/** Each operation of the app as the client sends it: with the fragments it spreads. */
function appOperations(): { name: string; text: string }[] {
  const files = readdirSync(GATEWAY, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
  return files.flatMap((file) => {
    const document = parse(readFileSync(join(GATEWAY, file), 'utf8'));
    const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    return document.definitions.flatMap((op) => {
      if (op.kind !== Kind.OPERATION_DEFINITION) return [];
      const used = fragments.filter((f) => print(op).includes(`...${f.name.value}`));
      return [{ name: op.name?.value ?? file, text: print({ kind: Kind.DOCUMENT, definitions: [op, ...used] }) }];
    });
  });
}

type Measured = { tokens: number; depth: number; aliases: number; directives: number; cost: number };

function measure(text: string): Measured {
  const parser = new MaxTokensParserWLexer(text, { n: Number.MAX_SAFE_INTEGER } as never);
  const document = parser.parseDocument();
  const m: Measured = { tokens: parser.tokenCount, depth: 0, aliases: 0, directives: 0, cost: 0 };
  const record = (key: keyof Measured) => [(_context: unknown, { n }: { n: number }) => (m[key] = Math.max(m[key], n))];
  const rules = [
    maxDepthRule({ n: Number.MAX_SAFE_INTEGER, onAccept: record('depth') }),
    maxAliasesRule({ n: Number.MAX_SAFE_INTEGER, onAccept: record('aliases') }),
    maxDirectivesRule({ n: Number.MAX_SAFE_INTEGER, onAccept: record('directives') }),
    costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, onAccept: record('cost') }),
  ] as unknown as ValidationRule[];
  expect(validate(schema, document, rules)).toEqual([]);
  return m;
}

describe('operation limits', () => {
  const operations = appOperations();

  it('find the app operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations.map((o) => [o.name, o.text]))('leave %s at most half of every limit', (_name, text) => {
    const m = measure(text);
    for (const key of Object.keys(OPERATION_LIMITS) as (keyof Measured)[]) {
      expect(m[key], key).toBeLessThanOrEqual(OPERATION_LIMITS[key] / 2);
    }
  });

  it('measure what they claim to (an abusive operation exceeds them)', () => {
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: health { status }`).join(' ')} }`;
    expect(measure(aliases).aliases).toBe(20);
    expect(measure(aliases).aliases).toBeGreaterThan(OPERATION_LIMITS.aliases);
  });
});

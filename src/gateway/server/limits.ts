// What one GraphQL operation may ask for: refused while parsing or validating (before anything
// executes) with HTTP 400 and a German reason, so no single request can stall the server. The
// limits leave the app's own operations ample room (tests/gateway/limits.test.ts checks both).
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { GraphQLError } from 'graphql';

// The app's largest operations today: 68 tokens, depth 5, cost 81, no aliases or directives.
export const OPERATION_LIMITS = {
  /** Lexical tokens of the whole document. */
  tokens: 1000,
  /** Field nesting (a fragment spread counts as a level). */
  depth: 10,
  /** Aliased fields: many aliases are many REST calls, logins included. */
  aliases: 10,
  /** Directives (@skip/@include) per operation. */
  directives: 10,
  /** graphql-armor's static cost: 1 per leaf, 2 per object, ×1.5 per level. */
  cost: 500,
} as const;

/** extensions.code of every refusal here. */
export const LIMIT_CODE = 'OPERATION_LIMIT_EXCEEDED';

const refuse = (message: string) => () => {
  throw new GraphQLError(message, { extensions: { code: LIMIT_CODE, http: { status: 400 } } });
};

const L = OPERATION_LIMITS;
const common = { exposeLimits: false, propagateOnRejection: true } as const;

export const operationLimits = (): GatewayPlugin[] =>
  [
    maxTokensPlugin({ ...common, n: L.tokens, onReject: [refuse(`Die Anfrage ist zu lang (höchstens ${L.tokens} Token).`)] }),
    maxDepthPlugin({ ...common, n: L.depth, onReject: [refuse(`Die Anfrage ist zu tief verschachtelt (höchstens ${L.depth} Ebenen).`)] }),
    maxAliasesPlugin({ ...common, n: L.aliases, onReject: [refuse(`Die Anfrage enthält zu viele Aliasse (höchstens ${L.aliases}).`)] }),
    maxDirectivesPlugin({ ...common, n: L.directives, onReject: [refuse(`Die Anfrage enthält zu viele Direktiven (höchstens ${L.directives}).`)] }),
    costLimitPlugin({ ...common, maxCost: L.cost, onReject: [refuse(`Die Anfrage ist zu aufwendig (Kosten höchstens ${L.cost}).`)] }),
  ] as GatewayPlugin[];

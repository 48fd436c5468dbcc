// `npm run codegen`: typed documents for src/gateway/client/operations/*.graphql against the committed
// supergraph (run `npm run mesh` first when the REST surface changed). Output: src/gateway/client/generated.
import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, parse, type ConstDirectiveNode } from 'graphql';

const SCHEMA = 'mesh/supergraph.graphql';

/** TypeScript types of the scalars Mesh emits; others are derived from their directives below. */
const KNOWN: Record<string, string> = {
  PositiveInt: 'number',
  NonNegativeInt: 'number',
  NonEmptyString: 'string',
  JSON: 'unknown',
  ObjMap: 'Record<string, unknown>',
  BigInt: 'number',
  Date: 'string',
  DateTime: 'string',
  Email: 'string',
  URL: 'string',
  UUID: 'string',
};

const stringArg = (d: ConstDirectiveNode | undefined, name: string) => {
  const value = d?.arguments?.find((a) => a.name.value === name)?.value;
  return value?.kind === Kind.STRING ? value.value : undefined;
};

/** Every custom scalar of the supergraph: @typescript(type:) wins, @length/@regexp are strings. */
function scalars(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const def of parse(readFileSync(SCHEMA, 'utf8')).definitions) {
    if (def.kind !== Kind.SCALAR_TYPE_DEFINITION) continue;
    const name = def.name.value;
    const directive = (n: string) => def.directives?.find((d) => d.name.value === n);
    out[name] =
      KNOWN[name] ??
      stringArg(directive('typescript'), 'type') ??
      (directive('length') || directive('regexp') ? 'string' : 'unknown');
  }
  return out;
}

const config: CodegenConfig = {
  schema: SCHEMA,
  documents: ['src/gateway/client/operations/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/gateway/client/generated/': {
      preset: 'client',
      // Machine actors and views read plain results; no fragment masking.
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: scalars(),
        strictScalars: true,
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypename: true,
      },
    },
  },
};

export default config;

// The client's values checked against the source schema's real scalars (PositiveInt,
// NonEmptyString, …) before anything runs: the public schema only knows their names, so a bad
// value would otherwise surface mid-execution as an internal error. A bad value is the client's
// mistake: a request error with HTTP 400, BAD_USER_INPUT and a German message naming the value.
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { DocumentNode, GraphQLError, GraphQLSchema, OperationDefinitionNode } from 'graphql';

// The CommonJS build, as Node loads it for the runtime's packages (their schemas come from it).
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const clientError = (message: string, node: GraphQL.ASTNode) =>
  new graphql.GraphQLError(message, { nodes: [node], extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** Literal argument values (no variables) that the argument's type rejects. */
function literalErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const typeInfo = new graphql.TypeInfo(schema);
  graphql.visit(
    document,
    graphql.visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const arg = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        if (!arg || node.value.kind === graphql.Kind.VARIABLE) return;
        // Variables nested in a literal are checked with their own values; here they count as absent.
        if (graphql.valueFromAST(node.value, arg.type, {}) === undefined && !containsVariable(node.value)) {
          errors.push(clientError(`Ungültiger Wert für das Argument ${arg.name}${field ? ` von ${field.name}` : ''} (erwartet: ${String(arg.type)}).`, node));
        }
      },
    }),
  );
  return errors;
}

const containsVariable = (node: GraphQL.ValueNode): boolean =>
  node.kind === graphql.Kind.VARIABLE ||
  (node.kind === graphql.Kind.LIST && node.values.some(containsVariable)) ||
  (node.kind === graphql.Kind.OBJECT && node.fields.some((f) => containsVariable(f.value)));

/** Each variable on its own, so the message can name it. */
function variableErrors(schema: GraphQLSchema, operation: OperationDefinitionNode, values: Record<string, unknown>): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const coerced = graphql.getVariableValues(schema, [definition], name in values ? { [name]: values[name] } : {});
    if (!coerced.errors) continue;
    const type = graphql.print(definition.type);
    const missing = values[name] === undefined;
    errors.push(clientError(missing ? `Der Wert für $${name} fehlt (erwartet: ${type}).` : `Ungültiger Wert für $${name} (erwartet: ${type}).`, definition));
  }
  return errors;
}

/** A checker for one source schema; literal checks are cached per document. */
export function inputChecker(schema: GraphQLSchema) {
  const literals = new WeakMap<DocumentNode, GraphQLError[]>();
  return (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> = {}): GraphQLError[] => {
    let errors = literals.get(document);
    if (!errors) literals.set(document, (errors = literalErrors(schema, document)));
    if (errors.length) return errors;
    const operation = graphql.getOperationAST(document, operationName);
    return operation ? variableErrors(schema, operation, variables) : [];
  };
}

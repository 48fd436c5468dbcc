// The benchmark service: the engine built from the database and the report answers it gives.
export { evaluationRows } from './evaluation-rows.ts';
export type * from './types.ts';

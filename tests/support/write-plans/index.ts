// Every write operation's plan for the authorization matrix, in the order the matrix runs them.
// One file per resource; each resource adds its own line below (the matrix fails when a write
// operation of the table has no plan, or a plan names no write operation of the table).
import { AUTH_WRITES } from './auth.ts';
import { MASTER_DATA_WRITES } from './master-data.ts';
import { CONTROLLING_WRITES } from './controlling.ts';
import { DEFINITION_WRITES } from './definitions.ts';
import type { WritePlans } from './types.ts';
import { USER_WRITES } from './users.ts';

export type { WriteCall, WriteCaller, WriteContext, WritePlan, WritePlans } from './types.ts';

export const WRITE_PLANS: WritePlans = {
  // Resource writes first (each resource adds its spread here) …
  ...MASTER_DATA_WRITES,
  ...CONTROLLING_WRITES,
  ...DEFINITION_WRITES,
  ...USER_WRITES,

  // … the account doors last: a password reset ends the caller's live sessions.
  ...AUTH_WRITES,
};

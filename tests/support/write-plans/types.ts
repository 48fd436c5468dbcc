// How the authorization matrix drives a write operation (tests/api/authorization-matrix.test.ts):
// per caller it asks the operation's plan for the call on the caller's own target and, where the
// operation has a target, the same call on a foreign one. The verdict row of the table decides what
// each must answer; the plan only says what to send (and may create the fixture it writes to).
import type { Db } from '../../../src/api/db/client.ts';
import type { Role, Target, Verdict } from '../authorization-table.ts';
import type { CallerScope, DefinitionFixtures, PathParams, TargetPair } from '../authorization-targets.ts';

export interface WriteCaller {
  id: number;
  email: string;
  username: string;
  password: string;
  headers: Record<string, string>;
  refresh: string;
}

export interface WriteContext {
  db: Db;
  /** Every demo account, and 'anonym' acting for an account of its own ('gast') through public routes. */
  callers: Map<Role, WriteCaller>;
  targets: Map<Role, Record<Target, TargetPair>>;
  scopes: Map<Role, CallerScope>;
  definitions: DefinitionFixtures;
  /** Asks for a reset link for the account and returns the token of the mail that arrives. */
  freshResetToken(userId: number, email: string): Promise<string>;
  /** Which door the call goes through: a plan that consumes its fixture makes one per door. */
  door: 'REST' | 'GraphQL';
  /** Counts every call of the run: a suffix for unique names. */
  round: number;
}

export interface WriteCall {
  params?: PathParams;
  /** Query parameters (REST) and the GraphQL arguments of the same name. */
  query?: Record<string, string | number | boolean>;
  /** The request body (REST) and the GraphQL `input` argument; absent: none. */
  body?: Record<string, unknown>;
  /** A file upload instead of a JSON body (REST-only operations such as the report upload). */
  multipart?: { field: string; filename: string; content: string };
  label?: string;
}

export interface WritePlan {
  /**
   * The call on what the caller owns (its own account, a farm in its scope …). Called for every
   * role, also those refused: a refusal is checked on the caller's own target.
   */
  own(ctx: WriteContext, role: Role, verdict: Verdict): Promise<WriteCall>;
  /**
   * The same call on a target outside the caller's scope: 'ok' must answer 404 there (nothing
   * leaks), 'own' 403, a refusal its own status. Null: no such call for this caller.
   */
  foreign?(ctx: WriteContext, role: Role, verdict: Verdict): Promise<WriteCall | null>;
  /** REST status of success: 201 for a create, 204 for a delete; default 200. */
  success?: number;
  /** After a successful own call: what later writes need (a new refresh token, a new password). */
  after?(ctx: WriteContext, role: Role, call: WriteCall, body: any): void | Promise<void>;
}

export type WritePlans = Record<string, WritePlan>;

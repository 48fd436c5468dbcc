// What the site assignment needs from the outside: moving one site to a location (or none).
import { fromPromise } from 'xstate';
import type { AssignmentChange } from '../../domain/site-assignment.ts';
import { siteAssignmentMachine } from './machine.ts';

export interface SiteAssignmentEffects {
  /** Throws (ApiError) when the server refuses. */
  assignSite(siteId: number, locationId: number | null): Promise<unknown>;
}

export function provideSiteAssignment(fx: SiteAssignmentEffects) {
  return siteAssignmentMachine.provide({
    actors: {
      saveAssignments: fromPromise<unknown, { changes: AssignmentChange[] }>(async ({ input }) => {
        // One after the other: a failure stops the rest, and the view reloads what the server holds.
        for (const c of input.changes) await fx.assignSite(c.site, c.to);
        return input.changes.length;
      }),
    },
  });
}

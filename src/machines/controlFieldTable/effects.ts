// What the control-field table needs from the outside: deleting a control field, and the report
// values of the history columns (the entity's and each comparison group's).
import { fromPromise } from 'xstate';
import { controlFieldTableMachine, type LoadHistoryInput, type PastValues } from './machine.ts';

export interface ControlFieldTableEffects {
  /** DELETE /alerts/{id}/. */
  deleteAlert(id: number): Promise<unknown>;
  /** The entity's reports of the window's months and each group's; a group that cannot be read is null. */
  loadHistory(input: LoadHistoryInput): Promise<PastValues>;
}

export function provideControlFieldTable(fx: ControlFieldTableEffects) {
  return controlFieldTableMachine.provide({
    actors: {
      deleteAlert: fromPromise(({ input }: { input: { id: number } }) => fx.deleteAlert(input.id)),
      loadHistory: fromPromise(({ input }: { input: LoadHistoryInput }) => fx.loadHistory(input)),
    },
  });
}

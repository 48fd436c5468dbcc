// What the control-field modal needs from the outside: the current value of a field for the entity
// and its comparison group's value (the live hint), and storing the control field.
import { fromPromise } from 'xstate';
import type { HintValues } from '../../domain/control-field-form.ts';
import { controlFieldFormMachine, type HintInput, type SaveAlertInput } from './machine.ts';

export interface ControlFieldFormEffects {
  loadHint(input: HintInput): Promise<HintValues>;
  /** POST /alerts/ (create) or PATCH /alerts/{id}/ (update); resolves the stored id. */
  saveAlert(input: SaveAlertInput): Promise<{ id: number }>;
}

export function provideControlFieldForm(fx: ControlFieldFormEffects) {
  return controlFieldFormMachine.provide({
    actors: {
      loadHint: fromPromise(({ input }: { input: HintInput }) => fx.loadHint(input)),
      saveAlert: fromPromise(({ input }: { input: SaveAlertInput }) => fx.saveAlert(input)),
    },
  });
}

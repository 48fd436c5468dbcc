// What the control-field modal's input events change (./machine.ts): the value each sets, the input it
// marks as typed into, and which server messages stand at their input.
import type { ControlFieldValues } from '../../domain/control-field-form.ts';
import type { ControlFieldContext, ControlFieldEvent } from './types.ts';

/** Server messages the modal shows at their input (the rest go into the notice). */
export const SHOWN_AT_FIELD: ReadonlySet<string> = new Set(['field', 'comparison_group', 'pending_test_days', 'recovery_margin']);

/** The value an input event sets (choices go through `cascade`). */
export function changeOf(e: ControlFieldEvent): Partial<ControlFieldValues> {
  switch (e.type) {
    case 'threshold.operator': return { operator: e.operator };
    case 'threshold.lower': return { lower_bound: e.value };
    case 'threshold.upper': return { upper_bound: e.value };
    case 'threshold.relative': return { is_relative: e.on };
    case 'group.choose': return { comparison_group: e.group };
    case 'mail.toggle': return { send_mail: e.on };
    case 'lifecycle.pendingDays': return { pending_test_days: e.value };
    case 'lifecycle.margin': return { recovery_margin: e.value };
    default: return {};
  }
}

/** The input an event types into (its message shows from then on); null for choices and switches. */
export function touchedBy(e: ControlFieldEvent): keyof ControlFieldContext['touched'] | null {
  switch (e.type) {
    case 'threshold.lower': return 'lower_bound';
    case 'threshold.upper': return 'upper_bound';
    case 'lifecycle.pendingDays': return 'pending_test_days';
    case 'lifecycle.margin': return 'recovery_margin';
    default: return null;
  }
}

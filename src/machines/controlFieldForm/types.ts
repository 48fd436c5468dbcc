// The control-field modal machine's input, context, events and effect inputs (./machine.ts).
import type { controlFieldBody, ControlFieldValues, FieldOption, HintValues } from '../../domain/control-field-form.ts';
import type { Notice } from '../../domain/errors.ts';
import type { EntityType } from '../../domain/roles.ts';
import type { Operator } from '../../domain/trigger.ts';

export interface ControlFieldEntity {
  entity_type: EntityType;
  entity_id: number;
}
export interface ControlFieldInput {
  entity: ControlFieldEntity;
  /** The edited control field's id; null for 'Neues Kontrollfeld'. */
  alertId: number | null;
  initial: ControlFieldValues;
  catalogue: readonly FieldOption[];
  /** Fields already watched for the entity (excluded from the choice). */
  watched: readonly string[];
}
export interface HintInput extends ControlFieldEntity {
  field: string;
  comparison_group: number | null;
}
export type SaveAlertInput =
  | { kind: 'create'; body: ControlFieldEntity & ReturnType<typeof controlFieldBody> }
  | { kind: 'update'; id: number; body: ReturnType<typeof controlFieldBody> };

export interface ControlFieldContext extends ControlFieldInput {
  /** The catalogue without watched fields: what the three selects offer. */
  fields: readonly FieldOption[];
  values: ControlFieldValues;
  /** Bounds the user typed in (a stored one counts): only these show their messages. */
  touched: Partial<Record<'lower_bound' | 'upper_bound' | 'pending_test_days' | 'recovery_margin', true>>;
  hint: HintValues | null;
  /** The server's messages per field after a refused save. */
  fieldErrors: Record<string, readonly string[]>;
  notice: Notice | null;
  savedId: number | null;
}

export type ControlFieldEvent =
  | { type: 'choice.category'; category: string }
  | { type: 'choice.subcategory'; subcategory: string }
  | { type: 'choice.field'; field: string }
  | { type: 'threshold.operator'; operator: Operator }
  | { type: 'threshold.lower'; value: number | null }
  | { type: 'threshold.upper'; value: number | null }
  | { type: 'threshold.relative'; on: boolean }
  | { type: 'group.choose'; group: number }
  | { type: 'mail.toggle'; on: boolean }
  | { type: 'lifecycle.pendingDays'; value: number | null }
  | { type: 'lifecycle.margin'; value: number | null }
  | { type: 'form.submit' }
  | { type: 'notice.close' };

// What the evaluation wizard sends and what the answers mean (product rules ‹Evaluation modals›, ‹Evaluation, group and filter calls›): the save request
// (POST for a new evaluation or a copy, PATCH once it is stored), the start-page default to set
// afterwards, and a refusal turned into field messages with the tab that shows them, or a notice.
// Pure; the evaluationWizard machine calls it.
import { noticeFromError, toApiErrorInfo, type Notice } from './errors.ts';
import { evaluationBody, firstTabWith, serverFieldErrors, type EvaluationFormErrors, type EvaluationFormValues, type FormUser, type WizardTab } from './evaluation-form.ts';
import type { EvaluationInput } from './evaluation-rules.ts';

export type SaveEvaluationInput = { kind: 'create'; body: EvaluationInput } | { kind: 'update'; id: number; body: EvaluationInput };
export interface SavedEvaluation {
  id: number;
}

/** What the wizard holds of an evaluation on its way to the server. */
export interface EvaluationDraft {
  /** 'create' also for a copy; after a first successful save, 'edit'. */
  mode: 'create' | 'edit';
  evaluationId: number | null;
  /** The values it opened with (the default switch as the start page has it). */
  initial: EvaluationFormValues;
  values: EvaluationFormValues;
  user: FormUser;
}

export function saveRequest(d: EvaluationDraft): SaveEvaluationInput {
  const body = evaluationBody(d.values, d.user);
  return d.mode === 'edit' && d.evaluationId !== null ? { kind: 'update', id: d.evaluationId, body } : { kind: 'create', body };
}

/** The start page changes only when the switch moved: on sets this evaluation, off clears it. */
export const defaultChanged = (d: EvaluationDraft) => d.values.isDefault !== d.initial.isDefault;
export const defaultRequest = (d: EvaluationDraft) => ({ evaluationId: d.values.isDefault ? d.evaluationId : null });

/** A refused save: the server's field messages, or a notice when it named no field. */
export function saveRefusal(error: unknown): { serverErrors: EvaluationFormErrors; notice: Notice | null } {
  const serverErrors = serverFieldErrors(toApiErrorInfo(error)?.fields);
  return { serverErrors, notice: Object.keys(serverErrors).length ? null : noticeFromError(error, 'Auswertung nicht gespeichert') };
}

/** The tab a refusal opens: the first with a field message, else the third (where 'Speichern' was pressed). */
export const refusalTab = (error: unknown): WizardTab => firstTabWith(saveRefusal(error).serverErrors) ?? 'groups';

/** The evaluation is stored, only the start page is not: a warning, not an error. */
export const defaultRefusal = (error: unknown): Notice => ({ title: 'Startseite nicht geändert', message: noticeFromError(error)?.message ?? '', level: 'warning' });

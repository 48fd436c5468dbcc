// What the wizard view reads of the machine: the open tab, which buttons work, the messages to show.
import { canOpenTab, emptyGroupProblem, evaluationFormErrors, isFormComplete, isTabReady, submitBlocker, WIZARD_TABS, type EvaluationFormErrors, type WizardTab } from '../../domain/evaluation-form.ts';
import type { EvaluationWizardSnapshot } from './machine.ts';

export const formValues = (s: EvaluationWizardSnapshot) => s.context.values;
export const currentTab = (s: EvaluationWizardSnapshot): WizardTab =>
  WIZARD_TABS.find((tab) => s.matches({ editing: tab })) ?? (s.matches('saving') || s.hasTag('busy') ? 'groups' : 'general');
export const isSaving = (s: EvaluationWizardSnapshot) => s.hasTag('busy');
export const isDone = (s: EvaluationWizardSnapshot) => s.status === 'done';
/** 'Weiter' (tabs 1 and 2): the current tab is ready. */
export const canGoNext = (s: EvaluationWizardSnapshot) => s.matches('editing') && currentTab(s) !== 'groups' && isTabReady(currentTab(s), s.context.values, s.context.groups);
/** 'Hinzufügen' / 'Speichern' (tab 3): every tab is ready. */
export const canSubmit = (s: EvaluationWizardSnapshot) => s.matches({ editing: 'groups' }) && isFormComplete(s.context.values, s.context.groups);
/** Beside the disabled final button: what is still missing ('Zum Hinzufügen fehlt noch: …'). */
export const finalBlocker = (s: EvaluationWizardSnapshot) =>
  s.matches({ editing: 'groups' }) ? submitBlocker(s.context.values, s.context.groups, s.context.mode === 'edit' ? 'Speichern' : 'Hinzufügen') : null;
export const tabEnabled = (s: EvaluationWizardSnapshot, tab: WizardTab) => canOpenTab(tab, s.context.values);
export const isEdit = (s: EvaluationWizardSnapshot) => s.context.mode === 'edit';
export const deselectedGroups = (s: EvaluationWizardSnapshot) => s.context.deselected;
export const wizardNotice = (s: EvaluationWizardSnapshot) => s.context.notice;

/**
 * A field shows the server's message, or its own once the user touched it (an untouched field is not
 * wrong yet: the final button says what is missing). A chosen group without members says so at once.
 */
export function visibleErrors(s: EvaluationWizardSnapshot): EvaluationFormErrors {
  const own = evaluationFormErrors(s.context.values, s.context.groups);
  const out: EvaluationFormErrors = {};
  for (const [field, message] of Object.entries(own) as [keyof EvaluationFormErrors, string][]) {
    if (s.context.touched[field] || (field === 'groups' && emptyGroupProblem(s.context.values.groups, s.context.groups))) out[field] = message;
  }
  return { ...out, ...s.context.serverErrors };
}

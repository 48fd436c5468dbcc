// What the comparison-group modal reads of the machine: the current tab's values, the messages to
// show (the form's own after the first submit, the server's at once), the count and its verdict.
import { expertDisabled, groupCountLine, groupFormProblems, groupSizeProblem, hasTabCriterion, usesProfile, type GroupFormErrors } from '../../domain/comparison-group-form.ts';
import { COMPARISON_GROUP_MESSAGES } from '../../domain/comparison-group-rules.ts';
import type { ComparisonGroupFormSnapshot } from './machine.ts';

export const currentKind = (s: ComparisonGroupFormSnapshot) => s.context.kind;
export const currentValues = (s: ComparisonGroupFormSnapshot) => s.context.tabs[s.context.kind];
export const groupName = (s: ComparisonGroupFormSnapshot) => s.context.name;

/** Field messages: the form's after submit was pressed, the server's always (they win). */
export function visibleErrors(s: ComparisonGroupFormSnapshot): GroupFormErrors {
  const own = s.context.submitted ? groupFormProblems(s.context.name, s.context.kind, currentValues(s)) : {};
  return { ...own, ...s.context.serverErrors };
}

/** In the expert tab: which side of top percentage / top-in is disabled, with the spec's message. */
export function exclusion(s: ComparisonGroupFormSnapshot): { disabled: 'top_in' | 'threshold'; message: string } | null {
  if (s.context.kind !== 'expert') return null;
  const disabled = expertDisabled(currentValues(s));
  return disabled ? { disabled, message: COMPARISON_GROUP_MESSAGES.topExclusive } : null;
}

export const showsCopiedNotice = (s: ComparisonGroupFormSnapshot) => s.context.copiedNotice && s.context.kind === 'expert';
export const isCounting = (s: ComparisonGroupFormSnapshot) => s.hasTag('counting');
/** The server's message when the count was refused (shown as a warning under the form). */
export const countFailure = (s: ComparisonGroupFormSnapshot) => (s.matches({ count: 'failed' }) ? s.context.countError : null);
export const matchCount = (s: ComparisonGroupFormSnapshot) => s.context.count;

/** The line under the form: 'n passende Betriebe', 'werden gezählt …', or that no criterion is chosen yet. */
export const countLine = (s: ComparisonGroupFormSnapshot) =>
  groupCountLine({ criterion: hasTabCriterion(s.context.name, s.context.kind, currentValues(s)), counting: isCounting(s), count: s.context.count });

/**
 * Why the counted group cannot be saved: no operation matches, or profile answers leave fewer than
 * the minimum ('Wählen Sie weniger Kriterien aus. …').
 */
export function tooFewMessage(s: ComparisonGroupFormSnapshot): string | null {
  if (s.context.count === null) return null;
  return groupSizeProblem(s.context.count, usesProfile(s.context.kind, currentValues(s)), s.context.minimum);
}

export const isSaving = (s: ComparisonGroupFormSnapshot) => s.hasTag('saving');
export const isSaved = (s: ComparisonGroupFormSnapshot) => s.matches({ form: 'saved' });
export const savedId = (s: ComparisonGroupFormSnapshot) => s.context.savedId;
export const formNotice = (s: ComparisonGroupFormSnapshot) => s.context.notice;

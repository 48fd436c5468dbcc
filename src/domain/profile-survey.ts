// The profile survey's rules (product rules ‹Profile survey›, ‹Profile form›): answers start null and
// are filled from the active profile; adopted answers replace them; a profile is complete only at
// zero unanswered questions; the counter texts.
export type SurveyAnswer = string | boolean | null;
export type SurveyAnswers = Record<string, SurveyAnswer>;

export interface SurveyQuestion {
  name: string;
  text: string;
  /** 'list' and 'boolean' are answerable; any other type shows 'unsupported type'. */
  type: string;
  /** Single key-to-label pairs, in display order. */
  options: readonly Record<string, string>[];
}

export interface SurveyCategory {
  category: string;
  questions: readonly SurveyQuestion[];
}

export const DEFAULT_CATEGORY = 'Allgemeines';
export const UNSUPPORTED_TYPE = 'unsupported type';
export const ADOPT_PLACEHOLDER = 'Profil eines anderen Betriebs übernehmen';
export const ADOPT_FROM_EXPORT = 'Aus vorherigen Export';

export const isAnswerable = (q: Pick<SurveyQuestion, 'type'>) => q.type === 'list' || q.type === 'boolean';

/** A list question's options as [key, label] pairs. */
export const optionPairs = (q: SurveyQuestion): [string, string][] => q.options.flatMap((o) => Object.entries(o));

/** Whether a value is a valid answer to the question (an option key, or a boolean for Ja/Nein). */
export function isValidAnswer(q: SurveyQuestion, value: unknown): value is string | boolean {
  if (q.type === 'boolean') return typeof value === 'boolean';
  if (q.type === 'list') return typeof value === 'string' && optionPairs(q).some(([key]) => key === value);
  return false;
}

export const allQuestions = (categories: readonly SurveyCategory[]) => categories.flatMap((c) => c.questions);

/**
 * Every question's answer, null where none is given. Values that do not fit the question (an old
 * option, a wrong type, an unknown question) are dropped: the survey shows only what it can edit.
 */
export function surveyAnswers(categories: readonly SurveyCategory[], given: Record<string, unknown> | null | undefined): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const q of allQuestions(categories)) {
    const value = given?.[q.name];
    answers[q.name] = isValidAnswer(q, value) ? value : null;
  }
  return answers;
}

/** Answerable questions without an answer. */
export const unansweredCount = (categories: readonly SurveyCategory[], answers: SurveyAnswers) =>
  allQuestions(categories).filter((q) => isAnswerable(q) && (answers[q.name] === null || answers[q.name] === undefined)).length;

/** 'Noch 1 unbeantwortete Frage zum Profil' / 'Noch N unbeantwortete Fragen zum Profil'. */
export const unansweredText = (n: number) => (n === 1 ? 'Noch 1 unbeantwortete Frage zum Profil' : `Noch ${n} unbeantwortete Fragen zum Profil`);

/** Categories with a heading: questions without a category go under 'Allgemeines'. */
export const categoryHeading = (category: string | null | undefined) => (category && category.trim() ? category : DEFAULT_CATEGORY);

/** The complete profile (every answerable question answered), or null. */
export function completeProfile(categories: readonly SurveyCategory[], answers: SurveyAnswers): Record<string, string | boolean> | null {
  if (unansweredCount(categories, answers) > 0) return null;
  const out: Record<string, string | boolean> = {};
  for (const q of allQuestions(categories)) {
    const a = answers[q.name];
    if (a !== null && a !== undefined) out[q.name] = a;
  }
  return out;
}

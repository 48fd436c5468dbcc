// The location profile (Betriebsprofil) against its questionnaire (product rules ‹Entities and fields›, ‹States and transitions›, ‹Validation rules›, ‹Report query filters›): which
// answers are valid, when a profile is complete, and how the questionnaire filters of the profile
// count read. Pure: the questionnaire is passed in (the server reads it from survey_questions, the
// browser from /profiles/choices/).

/** A question is answered by choosing one of its options, or yes/no. */
export const QUESTION_TYPES = ['list', 'boolean'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface ProfileQuestion {
  name: string;
  type: QuestionType;
  /** Single key-to-label pairs in display order; empty for boolean questions. */
  options?: readonly Record<string, string>[];
}

export type ProfileAnswer = string | boolean | null;
export type ProfileAnswers = Record<string, ProfileAnswer>;

export const PROFILE_MESSAGES = {
  unknownQuestion: 'Diese Frage gibt es im Fragebogen nicht.',
  notAnOption: 'Die Antwort ist keine der Antwortmöglichkeiten dieser Frage.',
  notABoolean: 'Die Antwort muss Ja (true) oder Nein (false) sein.',
  notAListAnswer: 'Die Antwort muss eine der Antwortmöglichkeiten dieser Frage sein, nicht Ja oder Nein.',
  noFilterValue: 'Geben Sie mindestens eine Antwort an.',
} as const;

/** The option keys of a list question, in display order. */
export const optionKeys = (q: ProfileQuestion): string[] => (q.options ?? []).flatMap((o) => Object.keys(o));

/** Whether one answer is valid for its question (null, i.e. unanswered, always is). */
export function answerError(q: ProfileQuestion, answer: unknown): string | undefined {
  if (answer === null) return undefined;
  if (q.type === 'boolean') return typeof answer === 'boolean' ? undefined : PROFILE_MESSAGES.notABoolean;
  if (typeof answer !== 'string') return PROFILE_MESSAGES.notAListAnswer;
  return optionKeys(q).includes(answer) ? undefined : PROFILE_MESSAGES.notAnOption;
}

/** Per-question messages for answers that do not fit the questionnaire; empty when all fit. */
export function profileAnswerErrors(questions: readonly ProfileQuestion[], answers: Record<string, unknown>): Record<string, string[]> {
  const byName = new Map(questions.map((q) => [q.name, q]));
  const errors: Record<string, string[]> = {};
  for (const [name, answer] of Object.entries(answers)) {
    const q = byName.get(name);
    const message = q ? answerError(q, answer) : PROFILE_MESSAGES.unknownQuestion;
    if (message) errors[name] = [message];
  }
  return errors;
}

export interface ProfileCompleteness {
  /** Every question of the questionnaire has an answer. */
  complete: boolean;
  /** Names of the unanswered questions, in questionnaire order. */
  unanswered: string[];
}

/** A profile is complete only when every question of the questionnaire has an answer (product rules ‹Validation rules›). */
export function profileCompleteness(questions: readonly ProfileQuestion[], answers: Partial<ProfileAnswers> | null | undefined): ProfileCompleteness {
  const unanswered = questions.filter((q) => {
    const a = answers?.[q.name];
    return a === null || a === undefined || a === '';
  }).map((q) => q.name);
  return { complete: unanswered.length === 0, unanswered };
}

/** The counter under the survey: 'Noch 1 unbeantwortete Frage zum Profil' / 'Noch N unbeantwortete Fragen zum Profil'. */
export const unansweredText = (count: number) =>
  count === 1 ? 'Noch 1 unbeantwortete Frage zum Profil' : `Noch ${count} unbeantwortete Fragen zum Profil`;

/** Every question of the questionnaire with its answer, unanswered ones null (the stored form of a profile). */
export function fullAnswers(questions: readonly ProfileQuestion[], answers: Partial<ProfileAnswers>): ProfileAnswers {
  return Object.fromEntries(questions.map((q) => [q.name, answers[q.name] ?? null]));
}

/**
 * Answers adopted from another source (another location's profile, a CSV file): only questions of
 * the questionnaire with a valid answer are taken; the rest are named in `ignored`.
 */
export function adoptAnswers(questions: readonly ProfileQuestion[], source: Record<string, unknown>): { answers: ProfileAnswers; ignored: string[] } {
  const byName = new Map(questions.map((q) => [q.name, q]));
  const answers: ProfileAnswers = Object.fromEntries(questions.map((q) => [q.name, null]));
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    const q = byName.get(name);
    if (value === null || value === undefined) continue;
    if (!q || answerError(q, value) !== undefined) ignored.push(name);
    else answers[name] = value as ProfileAnswer;
  }
  return { answers, ignored };
}

// ---- Questionnaire filters (GET /profiles/count/, product rules ‹Report query filters›) ----

/** A filter per question: any of these option keys (list question), or equal to the boolean. */
export type ProfileCriteria = Record<string, readonly string[] | boolean>;

/**
 * Query parameters named after questions → criteria. A list question takes one or more option keys
 * (repeated parameters or comma-separated), a boolean question 'true' or 'false'. Unknown names and
 * values that are no answer of the question are errors, per parameter.
 */
export function parseProfileFilters(
  questions: readonly ProfileQuestion[],
  params: Record<string, string | readonly string[] | undefined>,
): { criteria: ProfileCriteria; errors: Record<string, string[]> } {
  const byName = new Map(questions.map((q) => [q.name, q]));
  const criteria: ProfileCriteria = {};
  const errors: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(params)) {
    if (raw === undefined) continue;
    const q = byName.get(name);
    if (!q) {
      errors[name] = [PROFILE_MESSAGES.unknownQuestion];
      continue;
    }
    const values = [raw]
      .flat()
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (values.length === 0) {
      errors[name] = [PROFILE_MESSAGES.noFilterValue];
    } else if (q.type === 'boolean') {
      const distinct = [...new Set(values)];
      if (distinct.length !== 1 || (distinct[0] !== 'true' && distinct[0] !== 'false')) errors[name] = [PROFILE_MESSAGES.notABoolean];
      else criteria[name] = distinct[0] === 'true';
    } else {
      const keys = optionKeys(q);
      if (values.some((v) => !keys.includes(v))) errors[name] = [PROFILE_MESSAGES.notAnOption];
      else criteria[name] = [...new Set(values)];
    }
  }
  return { criteria, errors };
}

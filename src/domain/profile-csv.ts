// The profile CSV of product rules ‹Validation rules›, ‹Business constants and limits›: export 'Frage;Antwort' with one question per row, import
// rows by line break and cells by semicolon, surrounding quotes removed, the texts true/false as
// booleans, rows with an empty name or value dropped. Parsed and written with csv-parse and
// csv-stringify (their synchronous browser builds run in the browser and in Node alike).
// People read and edit the file: the export writes the question text and the answer
// label (Ja/Nein for booleans); the import reads those and the older keys and codes alike, reports
// rows that match no question, and a file that matches none is refused (it would clear every answer).
import { parse } from 'csv-parse/browser/esm/sync';
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Notice } from './errors.ts';
import { allQuestions, isAnswerable, optionPairs, type SurveyAnswer, type SurveyCategory, type SurveyQuestion } from './profile-survey.ts';

export const PROFILE_CSV_HEADER = ['Frage', 'Antwort'] as const;

/** Only .csv files are accepted for the import. */
export const isProfileCsvFileName = (name: string) => /\.csv$/i.test(name.trim());

/** 'true' → true, 'false' → false, anything else stays text. */
const cellValue = (text: string): string | boolean => (text === 'true' ? true : text === 'false' ? false : text);

export const BOOLEAN_LABELS = { true: 'Ja', false: 'Nein' } as const;

/** A row of the file: its line, the question cell and the answer cell (quotes removed). */
export interface ProfileCsvRow {
  line: number;
  question: string;
  answer: string;
}

/** The rows of a profile CSV with both cells filled (header row and incomplete rows dropped). */
export function profileCsvRows(text: string): ProfileCsvRow[] {
  // One kind of line break: the parser keeps to the first one it sees, files mix them.
  const records = parse(text.replace(/\r\n?/g, '\n'), {
    delimiter: ';',
    record_delimiter: '\n',
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const rows: ProfileCsvRow[] = [];
  for (const { record, info } of records) {
    const question = unquote(record[0] ?? '');
    const answer = unquote(record[1] ?? '');
    if (!question || !answer) continue;
    if (question === PROFILE_CSV_HEADER[0] && answer === PROFILE_CSV_HEADER[1]) continue;
    rows.push({ line: info.lines, question, answer });
  }
  return rows;
}

/** Question name → answer as the file writes it (true/false as booleans), without the questionnaire. */
export function parseProfileCsv(text: string): Record<string, string | boolean> {
  const answers: Record<string, string | boolean> = {};
  for (const row of profileCsvRows(text)) answers[row.question] = cellValue(row.answer);
  return answers;
}

/** What an import found: the answers it can adopt and the rows it cannot ('Zeile 3: „…“'). */
export interface ProfileCsvImport {
  answers: Record<string, string | boolean>;
  unmatched: string[];
}

/** Case, spacing and typographic variants do not matter when a person edited the file. */
const normal = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('de-DE');

/** The question a cell names: its key (older exports) or its text (unique texts only). */
function questionIndex(categories: readonly SurveyCategory[]): (cell: string) => SurveyQuestion | undefined {
  const byKey = new Map<string, SurveyQuestion>();
  const byText = new Map<string, SurveyQuestion | null>();
  for (const q of allQuestions(categories)) {
    if (!isAnswerable(q)) continue;
    byKey.set(q.name, q);
    const t = normal(q.text);
    byText.set(t, byText.has(t) ? null : q);
  }
  return (cell) => byKey.get(cell) ?? byText.get(normal(cell)) ?? undefined;
}

/** The answer a cell gives to a question: an option code or label, true/false or Ja/Nein. */
function answerOf(q: SurveyQuestion, cell: string): string | boolean | undefined {
  const c = normal(cell);
  if (q.type === 'boolean') {
    if (c === 'true' || c === normal(BOOLEAN_LABELS.true)) return true;
    if (c === 'false' || c === normal(BOOLEAN_LABELS.false)) return false;
    return undefined;
  }
  const pairs = optionPairs(q);
  return (pairs.find(([key]) => key === cell) ?? pairs.find(([, label]) => normal(label) === c) ?? pairs.find(([key]) => normal(key) === c))?.[0];
}

/** Shortened cell for a message. */
const cellText = (cell: string) => (cell.length > 80 ? `${cell.slice(0, 79)}…` : cell);

/** The answers of a profile CSV for the questionnaire; rows that match no question (or no answer) listed. */
export function importProfileCsv(text: string, categories: readonly SurveyCategory[]): ProfileCsvImport {
  const questionOf = questionIndex(categories);
  const answers: Record<string, string | boolean> = {};
  const unmatched: string[] = [];
  for (const row of profileCsvRows(text)) {
    const q = questionOf(row.question);
    const answer = q ? answerOf(q, row.answer) : undefined;
    if (!q) unmatched.push(`Zeile ${row.line}: „${cellText(row.question)}“ ist keine Frage des Fragebogens`);
    else if (answer === undefined) unmatched.push(`Zeile ${row.line}: „${cellText(row.answer)}“ ist keine Antwort auf „${cellText(q.text)}“`);
    else answers[q.name] = answer;
  }
  return { answers, unmatched };
}

/** At most this many rows are named in a message; the rest are counted. */
const LISTED_ROWS = 5;
const listRows = (rows: readonly string[]) =>
  rows.slice(0, LISTED_ROWS).join('; ') + (rows.length > LISTED_ROWS ? `; und ${rows.length - LISTED_ROWS} weitere Zeilen` : '');

/** An import that matched nothing is refused: nothing changes. */
export const isRefusedImport = (result: ProfileCsvImport) => Object.keys(result.answers).length === 0;

/** The message for an import: refused (error), adopted with rows left out (warning), or none. */
export function profileImportNotice(result: ProfileCsvImport): Notice | null {
  if (isRefusedImport(result)) {
    return {
      level: 'error',
      title: 'Datei nicht übernommen',
      message:
        'Die Datei enthält keine Antworten auf Fragen dieses Fragebogens; die Antworten bleiben unverändert.' +
        (result.unmatched.length > 0 ? ` ${listRows(result.unmatched)}.` : ''),
    };
  }
  if (result.unmatched.length === 0) return null;
  const n = result.unmatched.length;
  return {
    level: 'warning',
    title: n === 1 ? '1 Zeile nicht übernommen' : `${n} Zeilen nicht übernommen`,
    message: `${listRows(result.unmatched)}.`,
  };
}

/** Quotes left around a cell by a sloppy writer ('"X"' inside an unquoted field, or single quotes). */
function unquote(cell: string): string {
  let v = cell.trim();
  while (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) v = v.slice(1, -1).trim();
  return v;
}

/** The label of an answer as a person reads it (list: the option's label, boolean: Ja/Nein). */
function answerLabel(q: SurveyQuestion, value: SurveyAnswer | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return BOOLEAN_LABELS[value ? 'true' : 'false'];
  return optionPairs(q).find(([key]) => key === value)?.[1] ?? value;
}

/**
 * The export: header 'Frage;Antwort', one row per question of the questionnaire in its order, the
 * question's text and the answer's label; unanswered questions with an empty answer.
 */
export function serializeProfileCsv(answers: Record<string, SurveyAnswer | undefined>, categories: readonly SurveyCategory[]): string {
  const rows = allQuestions(categories)
    .filter(isAnswerable)
    .map((q) => [q.text, answerLabel(q, answers[q.name])]);
  return stringify([[...PROFILE_CSV_HEADER], ...rows], { delimiter: ';', record_delimiter: '\n' });
}

/** 'Profile-Export-{sanitized name}.csv': characters a file system refuses, control characters and spaces become '_'. */
export function profileExportFileName(locationName: string): string {
  const sanitized = locationName
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '_')
    // Control characters, without a regular expression over them.
    .split('')
    .map((c) => (c.charCodeAt(0) < 32 ? '_' : c))
    .join('');
  return `Profile-Export-${sanitized || 'Betrieb'}.csv`;
}

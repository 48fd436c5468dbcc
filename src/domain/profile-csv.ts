// The profile CSV of spec 1 §5 and §9: export 'Frage;Antwort' with one question per row, import
// rows by line break and cells by semicolon, surrounding quotes removed, the texts true/false as
// booleans, rows with an empty name or value dropped. Parsed and written with csv-parse and
// csv-stringify (their synchronous browser builds run in the browser and in Node alike).
import { parse } from 'csv-parse/browser/esm/sync';
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ProfileAnswer } from './profile.ts';

export const PROFILE_CSV_HEADER = ['Frage', 'Antwort'] as const;

/** Only .csv files are accepted for the import. */
export const isProfileCsvFileName = (name: string) => /\.csv$/i.test(name.trim());

/** 'true' → true, 'false' → false, anything else stays text. */
const cellValue = (text: string): string | boolean => (text === 'true' ? true : text === 'false' ? false : text);

/** Question name → answer from the text of a profile CSV (header row and incomplete rows dropped). */
export function parseProfileCsv(text: string): Record<string, string | boolean> {
  // One kind of line break: the parser keeps to the first one it sees, files mix them.
  const rows = parse(text.replace(/\r\n?/g, '\n'), {
    delimiter: ';',
    record_delimiter: '\n',
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  const answers: Record<string, string | boolean> = {};
  for (const [rawName = '', rawValue = ''] of rows) {
    const name = unquote(rawName);
    const value = unquote(rawValue);
    if (!name || !value) continue;
    if (name === PROFILE_CSV_HEADER[0] && value === PROFILE_CSV_HEADER[1]) continue;
    answers[name] = cellValue(value);
  }
  return answers;
}

/** Quotes left around a cell by a sloppy writer ('"X"' inside an unquoted field, or single quotes). */
function unquote(cell: string): string {
  let v = cell.trim();
  while (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) v = v.slice(1, -1).trim();
  return v;
}

/** The export: header 'Frage;Antwort', one row per question; unanswered questions with an empty answer. */
export function serializeProfileCsv(answers: Record<string, ProfileAnswer | undefined>): string {
  const rows = Object.entries(answers).map(([name, value]) => [name, value === null || value === undefined ? '' : String(value)]);
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

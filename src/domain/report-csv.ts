// The CSV layout of MLP reports, shared by the upload (POST /reports/upload/) and the export
// (GET /reports/csv/) so that an exported file can be uploaded again unchanged:
//   UTF-8 (a leading BOM is accepted and written), semicolon separated, one header row:
//   betriebsstaette;pruefdatum;verarbeitungsdatum;<pythonic_name>;<pythonic_name>;…
//   Dates YYYY-MM-DD or DD.MM.YYYY; the processing date may carry a time (ISO 8601).
//   Numbers with a decimal comma or point, no thousands separators; an empty cell is a missing value.
// Pure: the server streams the file and applies these rules line by line.

/** The three leading columns; the English names are accepted on upload as well. */
export const REPORT_CSV_KEY_COLUMNS = ['betriebsstaette', 'pruefdatum', 'verarbeitungsdatum'] as const;
const KEY_ALIASES: readonly (readonly string[])[] = [
  ['betriebsstaette', 'site_number', 'site'],
  ['pruefdatum', 'inspection_date', 'test_date'],
  ['verarbeitungsdatum', 'processing_date'],
];

export const REPORT_CSV_SEPARATOR = ';';

export const REPORT_CSV_MESSAGES = {
  empty: 'Die Datei ist leer.',
  keyColumns: `Die ersten drei Spalten müssen ${REPORT_CSV_KEY_COLUMNS.join(';')} heißen.`,
  noFigures: 'Die Kopfzeile enthält keine Kennzahl.',
  encoding: 'Die Datei ist nicht UTF-8-kodiert (ungültige Bytefolge). Speichern Sie sie als „CSV UTF-8“.',
  columnCount: (expected: number, got: number) => `Die Zeile hat ${got} statt ${expected} Spalten.`,
  unknownColumn: (name: string) => `Unbekannte Spalte „${name}“ (keine Kennzahl des Katalogs).`,
  duplicateColumn: (name: string) => `Die Spalte „${name}“ kommt mehrfach vor.`,
  siteMissing: 'Die Betriebsstättennummer fehlt.',
  unknownSite: (number: string) => `Unbekannte Betriebsstätte „${number}“.`,
  foreignSite: (number: string) => `Die Betriebsstätte „${number}“ gehört zu keinem Ihrer Verbände.`,
  badDate: (column: string, value: string) => `Ungültiges Datum „${value}“ in ${column} (erwartet JJJJ-MM-TT oder TT.MM.JJJJ).`,
  futureDate: (value: string) => `Das Prüfdatum ${value} liegt in der Zukunft.`,
  processingBeforeTest: 'Das Verarbeitungsdatum liegt vor dem Prüfdatum.',
  notANumber: (column: string, value: string) => `„${value}“ in ${column} ist keine Zahl.`,
  duplicateRow: (line: number) => `Betriebsstätte und Prüfdatum kommen bereits in Zeile ${line} vor.`,
} as const;

export type HeaderCheck =
  | { ok: true; figures: string[] }
  | { ok: false; problems: string[] };

/** The figure columns of a header row (after the three key columns), or why the header is unusable. */
export function checkHeader(cells: readonly string[], known: ReadonlySet<string>): HeaderCheck {
  const names = cells.map((c) => c.trim());
  const problems: string[] = [];
  if (names.length === 0 || (names.length === 1 && names[0] === '')) return { ok: false, problems: [REPORT_CSV_MESSAGES.empty] };
  const keysOk = KEY_ALIASES.every((aliases, i) => aliases.includes((names[i] ?? '').toLowerCase()));
  if (!keysOk) problems.push(REPORT_CSV_MESSAGES.keyColumns);
  const figures = names.slice(3);
  if (keysOk && figures.length === 0) problems.push(REPORT_CSV_MESSAGES.noFigures);
  const seen = new Set<string>();
  for (const name of figures) {
    if (!known.has(name)) problems.push(REPORT_CSV_MESSAGES.unknownColumn(name));
    else if (seen.has(name)) problems.push(REPORT_CSV_MESSAGES.duplicateColumn(name));
    seen.add(name);
  }
  return problems.length ? { ok: false, problems } : { ok: true, figures };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function validDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' or 'DD.MM.YYYY' → 'YYYY-MM-DD', null when it is no calendar date. */
export function parseReportDate(value: string): string | null {
  const v = value.trim();
  const iso = ISO_DATE.exec(v);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const de = GERMAN_DATE.exec(v);
  if (de) return validDate(Number(de[3]), Number(de[2]), Number(de[1]));
  return null;
}

/**
 * A processing date: a date (taken as midnight UTC) or an ISO 8601 date-time (UTC unless it names
 * an offset). Returns the ISO instant and its calendar day, or null.
 */
export function parseProcessingDate(value: string): { instant: string; day: string } | null {
  const v = value.trim();
  const day = parseReportDate(v);
  if (day) return { instant: `${day}T00:00:00.000Z`, day };
  const m = ISO_DATE_TIME.exec(v);
  if (!m) return null;
  const date = parseReportDate(m[1]!);
  if (!date || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59) return null;
  const ms = Date.parse(`${date}T${m[2]}:${m[3]}:${m[4] ?? '00'}${m[5] ? m[5].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z'}`);
  if (Number.isNaN(ms)) return null;
  const instant = new Date(ms).toISOString();
  return { instant, day: instant.slice(0, 10) };
}

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

/** A figure cell: NaN for empty (missing), the number for '4,12' or '4.12', undefined when it is none. */
export function parseFigure(value: string): number | undefined {
  const v = value.trim();
  if (v === '') return Number.NaN;
  if (!NUMBER.test(v)) return undefined;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** A figure for the export: German decimal comma, empty when missing, no rounding (the stored value). */
export function formatFigure(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}

// The CSV layout of MLP reports, shared by the upload (POST /reports/upload/) and the export
// (GET /reports/csv/) so that an exported file can be uploaded again unchanged:
//   UTF-8 (a leading BOM is accepted and written), semicolon separated, one header row:
//   betriebsstaette;pruefdatum;verarbeitungsdatum;<pythonic_name>;<pythonic_name>;…
//   Dates YYYY-MM-DD or DD.MM.YYYY; the processing date may carry a time (ISO 8601).
//   Numbers as a German user writes them (readFigure, DecimalSeparators): a comma is always the
//   decimal separator, dots between groups of three digits are thousands separators ('9.450' is 9450,
//   '9.450,5' is 9450.5, '1.234.567' is 1234567), any other dot is a decimal point ('4.12'). Only a
//   single dot before exactly three digits ('9.450') can be either: it follows the file's decimal
//   separator (thousands unless the file writes its decimals with a point). An empty cell is a
//   missing value. Every figure must lie in its plausible range (catalogue: plausible_min/max).
//   Excel workbooks (XLSX/XLS) are recognised by their first bytes and refused with a hint.
// Pure: the server streams the file and applies these rules line by line.
import { formatNumber } from './format.ts';

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
  ambiguous: (column: string, value: string, thousands: number, point: number, why: string) =>
    `„${value}“ in ${column} ist mehrdeutig, weil ${why}: Schreiben Sie ${formatFigure(thousands)} (Tausender ohne Punkt) oder ${formatFigure(point)} (mit Dezimalkomma).`,
  mixedSeparators: (comma: number, point: number) => `die Datei Dezimalkommas (Zeile ${comma}) und Dezimalpunkte (Zeile ${point}) enthält`,
  pointFile: (point: number) => `die Datei Dezimalstellen mit Punkt schreibt (erstmals Zeile ${point})`,
  negativeCount: (label: string, column: string, value: string) => `${label} (${column}): „${value}“ ist negativ; eine Anzahl ist nie kleiner als 0.`,
  outOfRange: (label: string, column: string, value: string, min: number, max: number) =>
    `${label} (${column}): „${value}“ liegt außerhalb des plausiblen Bereichs ${germanNumber(min)} bis ${germanNumber(max)}.`,
  tooLarge: (limitMb: number) => `Die Datei ist größer als ${germanNumber(limitMb)} MB. Es wurde nichts gespeichert.`,
  workbook:
    'Die Datei ist eine Excel-Arbeitsmappe (XLSX/XLS), keine CSV-Datei. Bitte in Excel über „Speichern unter“ als „CSV UTF-8 (durch Trennzeichen getrennt)“ speichern und diese Datei hochladen.',
  quoteNotClosed: 'Ein Anführungszeichen (") wird nicht geschlossen; die Zeile und alle folgenden sind nicht lesbar.',
  strayQuote: 'Ein Anführungszeichen (") steht mitten in einem Feld. Entfernen Sie es oder setzen Sie das ganze Feld in Anführungszeichen.',
  badQuoting: 'Die Zeile ist kein gültiges CSV (Anführungszeichen prüfen).',
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

/** A number in German notation for messages: '25.000', '-0,3'. */
export function germanNumber(value: number): string {
  const decimals = Number.isInteger(value) ? 0 : Math.min(6, (String(value).split('.')[1] ?? '').length);
  return formatNumber(value, { precision: decimals });
}

/**
 * What one figure cell says on its own:
 * - `missing`: empty; `invalid`: no number;
 * - `integer`: digits only (exponent allowed), no separator;
 * - `comma`: a decimal comma, possibly with thousands dots ('4,12', '9.450,5'), or several thousands
 *   dots ('1.234.567'): the cell proves the German style;
 * - `point`: a dot that cannot be a thousands separator ('4.12', '0.450', '12345.6'): a decimal point;
 * - `ambiguous`: one dot before exactly three digits after a 1–3 digit group without leading zero
 *   ('9.450', '-1.250'): `value` reads it as thousands (9450), `point` as a decimal point (9.45).
 */
export type FigureCell =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'integer' | 'comma' | 'point'; value: number }
  | { kind: 'ambiguous'; value: number; point: number };

const MISSING: FigureCell = { kind: 'missing' };
const INVALID: FigureCell = { kind: 'invalid' };
const PLAIN = /^[+-]?\d+(?:[eE][+-]?\d+)?$/;
const COMMA = /^[+-]?(?:\d+,\d*|,\d+)(?:[eE][+-]?\d+)?$/;
const AMBIGUOUS = /^[+-]?[1-9]\d{0,2}\.\d{3}$/;
const POINT = /^[+-]?(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED = /^[+-]?[1-9]\d{0,2}(?:\.\d{3})+(?:,\d*)?$/;

const finite = (kind: 'integer' | 'comma' | 'point', text: string): FigureCell => {
  const value = Number(text);
  return Number.isFinite(value) ? { kind, value } : INVALID;
};

/** Reads one figure cell (see FigureCell); the file's decimal separator decides ambiguous cells (DecimalSeparators). */
export function readFigure(raw: string): FigureCell {
  const v = raw.trim();
  if (v === '') return MISSING;
  if (PLAIN.test(v)) return finite('integer', v);
  if (v.includes(',')) {
    if (COMMA.test(v)) return finite('comma', v.replace(',', '.'));
    if (GROUPED.test(v)) return finite('comma', v.replaceAll('.', '').replace(',', '.'));
    return INVALID;
  }
  if (AMBIGUOUS.test(v)) {
    const value = Number(v.replace('.', ''));
    return { kind: 'ambiguous', value, point: Number(v) };
  }
  if (POINT.test(v)) return finite('point', v);
  if (GROUPED.test(v)) return finite('comma', v.replaceAll('.', ''));
  return INVALID;
}

/** A figure cell without file context: NaN for empty (missing), the number, undefined when it is none ('9.450' is 9450). */
export function parseFigure(value: string): number | undefined {
  const cell = readFigure(value);
  if (cell.kind === 'missing') return Number.NaN;
  if (cell.kind === 'invalid') return undefined;
  return cell.value;
}

interface AmbiguousRead {
  line: number;
  column: string;
  raw: string;
  value: number;
  point: number;
}

/**
 * The decimal separator of one file, learned while it streams. A file whose figures show a decimal
 * comma or thousands dots (`comma` cells) is German; one with decimal points (`point` cells) is not.
 * An ambiguous cell ('9.450') is read as thousands (9450) unless the file is known to write decimal
 * points, then as 9.45; a file with both is ambiguous and the cell is refused. Because a file streams,
 * a cell may be read before the evidence comes: `conflicts()` at the end names the first cell whose
 * reading the rest of the file contradicts, so that the upload is refused instead of stored wrong.
 * Feed each row's cells to `observe` before reading its ambiguous cells with `resolve`.
 */
export class DecimalSeparators {
  private commaLine = 0;
  private pointLine = 0;
  private asThousands: AmbiguousRead | null = null;
  private asPoint: AmbiguousRead | null = null;

  observe(cell: FigureCell, line: number): void {
    if (cell.kind === 'comma' && this.commaLine === 0) this.commaLine = line;
    else if (cell.kind === 'point' && this.pointLine === 0) this.pointLine = line;
  }

  /** The value of an ambiguous cell, or the reason it cannot be read. */
  resolve(cell: { value: number; point: number }, line: number, column: string, raw: string): { value: number } | { problem: string } {
    if (this.commaLine && this.pointLine) {
      return { problem: REPORT_CSV_MESSAGES.ambiguous(column, raw.trim(), cell.value, cell.point, REPORT_CSV_MESSAGES.mixedSeparators(this.commaLine, this.pointLine)) };
    }
    const read = { line, column, raw: raw.trim(), value: cell.value, point: cell.point };
    if (this.pointLine) {
      this.asPoint ??= read;
      return { value: cell.point };
    }
    this.asThousands ??= read;
    return { value: cell.value };
  }

  /** The first ambiguous cell that the whole file reads otherwise than it was read (line and reason), if any. */
  conflicts(): { line: number; reason: string }[] {
    const out: { line: number; reason: string }[] = [];
    const why = () =>
      this.commaLine && this.pointLine ? REPORT_CSV_MESSAGES.mixedSeparators(this.commaLine, this.pointLine) : REPORT_CSV_MESSAGES.pointFile(this.pointLine);
    const refuse = (r: AmbiguousRead) => out.push({ line: r.line, reason: REPORT_CSV_MESSAGES.ambiguous(r.column, r.raw, r.value, r.point, why()) });
    if (this.asThousands && this.pointLine) refuse(this.asThousands);
    if (this.asPoint && this.commaLine) refuse(this.asPoint);
    return out;
  }
}

/** A figure's plausible range (catalogue) and whether it is a count (never negative). */
export interface FigureRange {
  pythonicName: string;
  label: string;
  min: number;
  max: number;
  count: boolean;
}

/** Why a value is implausible for its figure, or null when it is fine. */
export function implausible(value: number, range: FigureRange, raw: string): string | null {
  if (value >= range.min && value <= range.max) return null;
  if (range.count && value < 0) return REPORT_CSV_MESSAGES.negativeCount(range.label, range.pythonicName, raw.trim());
  return REPORT_CSV_MESSAGES.outOfRange(range.label, range.pythonicName, raw.trim(), range.min, range.max);
}

/** Excel workbooks by their first bytes: XLSX (and every ZIP, 'PK\x03\x04') and the old XLS (OLE, D0 CF 11 E0). */
export function isWorkbook(head: Uint8Array): boolean {
  const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  const ole = head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0;
  return zip || ole;
}

/** The reason for a csv-parse error (its `code`) in German. */
export function quotingProblem(code: string | undefined): string {
  if (code === 'CSV_QUOTE_NOT_CLOSED') return REPORT_CSV_MESSAGES.quoteNotClosed;
  if (code === 'INVALID_OPENING_QUOTE' || code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE') return REPORT_CSV_MESSAGES.strayQuote;
  return REPORT_CSV_MESSAGES.badQuoting;
}
/** A figure for the export: German decimal comma, empty when missing, no rounding (the stored value). */
export function formatFigure(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}

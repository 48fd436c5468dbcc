// Streams an uploaded report CSV line by line (csv-parse, never the whole file in memory) and checks
// every row against the layout of src/domain/report-csv.ts, the sites and the caller's scope. Valid
// rows go to `accept` in batches; problems are collected per line number.
import { Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  checkHeader,
  DecimalSeparators,
  type FigureCell,
  type FigureRange,
  implausible,
  isWorkbook,
  parseProcessingDate,
  parseReportDate,
  quotingProblem,
  readFigure,
  REPORT_CSV_KEY_COLUMNS,
  REPORT_CSV_MESSAGES as M,
  REPORT_CSV_SEPARATOR,
} from '../../../../domain/report-csv.ts';
import { FIELD_INDEX, REPORT_FIELDS } from '../../../catalogue/index.ts';

export interface ParsedReport {
  siteId: number;
  inspectionDate: string;
  processingDate: string;
  /** One value per catalogue column (NaN = missing), as a PostgreSQL array literal. */
  values: string;
}

export interface SiteRef {
  id: number;
  /** Whether the caller may upload reports of this site. */
  allowed: boolean;
}

export interface ParseOutcome {
  rows: number;
  /** Line number → reasons (only the first MAX_LISTED lines with problems). */
  problems: Map<number, string[]>;
  problemLines: number;
}

/** Lines with problems listed in the answer; the rest are counted. */
export const MAX_LISTED = 200;
const BATCH = 1000;
const KNOWN = new Set(REPORT_FIELDS.map((f) => f.pythonic_name));
const RANGES: FigureRange[] = REPORT_FIELDS.map((f) => ({
  pythonicName: f.pythonic_name,
  label: f.label || f.name,
  min: f.plausible_min,
  max: f.plausible_max,
  count: !f.intensive,
}));

/** One report's values as array-literal items before any cell is read: every figure missing. */
const ALL_MISSING: readonly string[] = Array.from({ length: REPORT_FIELDS.length }, () => 'NaN');

/** A problem of the whole file (not UTF-8, an Excel workbook): ends the stream, listed as "Datei". */
export class FileProblem extends Error {}
/** The file passed the upload limit: nothing may be stored (413). */
export class FileTooLarge extends Error {}

/**
 * Decodes strictly as UTF-8 (a BOM is dropped); invalid bytes end the stream with a FileProblem, and
 * so do the first bytes of an Excel workbook (XLSX/ZIP, XLS).
 */
function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 4) return done();
        if (isWorkbook(head)) return done(new FileProblem(M.workbook));
        chunk = head;
        head = null;
      }
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(new FileProblem(M.encoding));
      }
    },
    flush(done) {
      try {
        done(null, (head?.length ? decoder.decode(head, { stream: true }) : '') + decoder.decode());
      } catch {
        done(new FileProblem(M.encoding));
      }
    },
  });
}

/** The busboy file stream: `truncated` and the 'limit' event say the upload limit was passed. */
export type UploadStream = NodeJS.ReadableStream & { truncated?: boolean };

/**
 * Reads the file to its end (or its first file problem) and hands valid rows to `accept`. Throws
 * FileTooLarge when the stream passed the upload limit (whatever was accepted must be rolled back).
 */
export async function parseReportCsv(
  file: UploadStream,
  sites: ReadonlyMap<string, SiteRef>,
  today: string,
  accept: (batch: ParsedReport[]) => Promise<void>,
): Promise<ParseOutcome> {
  const problems = new Map<number, string[]>();
  let problemLines = 0;
  const report = (line: number, reasons: string[]) => {
    const listed = problems.get(line);
    if (listed) return void listed.push(...reasons);
    problemLines++;
    if (problems.size < MAX_LISTED) problems.set(line, reasons);
  };
  const parser = parse({ delimiter: REPORT_CSV_SEPARATOR, info: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  const decoded = file.pipe(strictUtf8());
  decoded.on('error', (e) => parser.destroy(e));
  decoded.pipe(parser);
  // Past the limit busboy drops the rest and ends the stream early: never read that as the whole file.
  const tooLarge = () => parser.destroy(new FileTooLarge());
  file.on('limit', tooLarge);
  if (file.truncated) tooLarge();

  let figureIndexes: number[] | null = null;
  let width = 0;
  const seen = new Map<string, number>();
  const separators = new DecimalSeparators();
  let cells: FigureCell[] = [];
  let batch: ParsedReport[] = [];
  let rows = 0;
  // One batch is written while the next is parsed (PostgreSQL works in its own process): at most one
  // write in flight, so memory stays at two batches and the writes keep their order.
  let writing: Promise<void> | null = null;
  const write = async (rowsToWrite: ParsedReport[]) => {
    if (writing) await writing;
    const next = accept(rowsToWrite);
    next.catch(() => undefined); // awaited before the next write or at the end
    writing = next;
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (figureIndexes === null) {
        const header = checkHeader(record, KNOWN);
        if (!header.ok) {
          report(line, header.problems);
          break;
        }
        figureIndexes = header.figures.map((f) => FIELD_INDEX.get(f)!);
        width = header.figures.length + REPORT_CSV_KEY_COLUMNS.length;
        cells = [];
        continue;
      }
      rows++;
      const reasons: string[] = [];
      if (record.length !== width) {
        report(line, [M.columnCount(width, record.length)]);
        continue;
      }
      const [number = '', testRaw = '', processingRaw = ''] = record;
      const site = number ? sites.get(number) : undefined;
      if (!number) reasons.push(M.siteMissing);
      else if (!site) reasons.push(M.unknownSite(number));
      else if (!site.allowed) reasons.push(M.foreignSite(number));
      const test = parseReportDate(testRaw);
      if (!test) reasons.push(M.badDate(REPORT_CSV_KEY_COLUMNS[1], testRaw));
      else if (test > today) reasons.push(M.futureDate(test));
      const processing = parseProcessingDate(processingRaw);
      if (!processing) reasons.push(M.badDate(REPORT_CSV_KEY_COLUMNS[2], processingRaw));
      else if (test && processing.day < test) reasons.push(M.processingBeforeTest);
      // The whole row's cells first: a decimal comma anywhere in it decides its ambiguous cells too.
      for (let i = 0; i < figureIndexes.length; i++) {
        const cell = readFigure(record[i + 3]!);
        cells[i] = cell;
        separators.observe(cell, line);
      }
      const values = ALL_MISSING.slice();
      for (let i = 0; i < figureIndexes.length; i++) {
        const column = figureIndexes[i]!;
        const cell = cells[i]!;
        const raw = record[i + 3]!;
        const range = RANGES[column]!;
        let value: number;
        if (cell.kind === 'missing') continue;
        if (cell.kind === 'invalid') {
          reasons.push(M.notANumber(range.pythonicName, raw));
          continue;
        }
        if (cell.kind === 'ambiguous') {
          const read = separators.resolve(cell, line, range.pythonicName, raw);
          if ('problem' in read) {
            reasons.push(read.problem);
            continue;
          }
          value = read.value;
        } else value = cell.value;
        const wrong = implausible(value, range, raw);
        if (wrong) reasons.push(wrong);
        else values[column] = String(value);
      }
      if (site && test) {
        const key = `${site.id}|${test}`;
        const first = seen.get(key);
        if (first !== undefined) reasons.push(M.duplicateRow(first));
        else seen.set(key, line);
      }
      if (reasons.length) {
        report(line, reasons);
        continue;
      }
      // Once a line failed nothing will be stored: keep checking, stop writing.
      if (problemLines > 0) continue;
      batch.push({ siteId: site!.id, inspectionDate: test!, processingDate: processing!.instant, values: `{${values.join(',')}}` });
      if (batch.length >= BATCH) {
        await write(batch);
        batch = [];
      }
    }
    if (file.truncated) throw new FileTooLarge();
    if (writing) await writing;
  } catch (error) {
    // Never leave a write running behind the caller's rollback.
    if (writing) await (writing as Promise<void>).catch(() => undefined);
    if (error instanceof FileProblem) {
      report(0, [error.message]);
      return { rows, problems, problemLines };
    }
    if (error instanceof CsvError) {
      // An unclosed quote swallows the rest of the file: name the line where its record began.
      const at = error as unknown as { lines?: number; records?: number; empty_lines?: number };
      const lines = Number(at.lines ?? 0);
      const started = error.code === 'CSV_QUOTE_NOT_CLOSED' ? Math.min(lines, Number(at.records ?? 0) + Number(at.empty_lines ?? 0) + 1) : lines;
      report(started || 1, [quotingProblem(error.code)]);
      return { rows, problems, problemLines };
    }
    throw error;
  } finally {
    file.removeListener('limit', tooLarge);
    // What the parser did not read must still flow, or the request never ends.
    file.resume();
  }
  for (const { line, reason } of separators.conflicts()) report(line, [reason]);
  if (figureIndexes === null && problemLines === 0) report(1, [M.empty]);
  if (problemLines === 0 && batch.length) await write(batch);
  if (writing) await writing;
  return { rows, problems, problemLines };
}

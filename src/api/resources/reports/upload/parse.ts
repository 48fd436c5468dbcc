// Streams an uploaded report CSV line by line (csv-parse, never the whole file in memory) and checks
// every row against the layout of src/domain/report-csv.ts, the sites and the caller's scope. Valid
// rows go to `accept` in batches; problems are collected per line number.
import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import {
  checkHeader,
  parseFigure,
  parseProcessingDate,
  parseReportDate,
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

/** Decodes strictly as UTF-8 (a BOM is dropped); invalid bytes end the stream with an EncodingError. */
export class EncodingError extends Error {}
function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(new EncodingError(M.encoding));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(new EncodingError(M.encoding));
      }
    },
  });
}

export async function parseReportCsv(
  file: NodeJS.ReadableStream,
  sites: ReadonlyMap<string, SiteRef>,
  today: string,
  accept: (batch: ParsedReport[]) => Promise<void>,
): Promise<ParseOutcome> {
  const problems = new Map<number, string[]>();
  let problemLines = 0;
  const report = (line: number, reasons: string[]) => {
    problemLines++;
    if (problems.size < MAX_LISTED) problems.set(line, reasons);
  };
  const parser = parse({ delimiter: REPORT_CSV_SEPARATOR, info: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  const decoded = file.pipe(strictUtf8());
  decoded.on('error', (e) => parser.destroy(e));
  decoded.pipe(parser);

  let figureIndexes: number[] | null = null;
  let width = 0;
  const seen = new Map<string, number>();
  let batch: ParsedReport[] = [];
  let rows = 0;
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
      const values = Array.from({ length: REPORT_FIELDS.length }, () => Number.NaN);
      figureIndexes.forEach((column, i) => {
        const raw = record[i + 3]!;
        const value = parseFigure(raw);
        if (value === undefined) reasons.push(M.notANumber(REPORT_FIELDS[column]!.pythonic_name, raw));
        else values[column] = value;
      });
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
      batch.push({ siteId: site!.id, inspectionDate: test!, processingDate: processing!.instant, values: `{${values.map((v) => (Number.isNaN(v) ? 'NaN' : String(v))).join(',')}}` });
      if (batch.length >= BATCH) {
        await accept(batch);
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof EncodingError) {
      report(0, [error.message]);
      return { rows, problems, problemLines };
    }
    throw error;
  }
  if (figureIndexes === null && problemLines === 0) report(1, [M.empty]);
  if (problemLines === 0 && batch.length) await accept(batch);
  return { rows, problems, problemLines };
}

// The figure cells of an uploaded report CSV (src/domain/report-csv.ts): German thousands
// separators, the file's decimal separator for the one ambiguous form ('9.450'), the plausible ranges
// of the catalogue, Excel workbooks by their first bytes and the reasons for quoting errors.
import { describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/fields.ts';
import {
  DecimalSeparators,
  formatFigure,
  implausible,
  isWorkbook,
  parseFigure,
  quotingProblem,
  readFigure,
  type FigureCell,
} from '../../src/domain/report-csv.ts';

const cell = (raw: string) => readFigure(raw);

describe('readFigure', () => {
  it.each<[string, FigureCell]>([
    ['', { kind: 'missing' }],
    ['   ', { kind: 'missing' }],
    ['0', { kind: 'integer', value: 0 }],
    ['9450', { kind: 'integer', value: 9450 }],
    ['-80', { kind: 'integer', value: -80 }],
    ['+7', { kind: 'integer', value: 7 }],
    ['1e2', { kind: 'integer', value: 100 }],
    [' 42 ', { kind: 'integer', value: 42 }],
    // A comma is always the decimal separator.
    ['4,12', { kind: 'comma', value: 4.12 }],
    ['9,450', { kind: 'comma', value: 9.45 }],
    ['-0,5', { kind: 'comma', value: -0.5 }],
    [',5', { kind: 'comma', value: 0.5 }],
    ['4,', { kind: 'comma', value: 4 }],
    ['1,5e3', { kind: 'comma', value: 1500 }],
    // Dots between groups of three digits are thousands separators.
    ['9.450,5', { kind: 'comma', value: 9450.5 }],
    ['1.234.567', { kind: 'comma', value: 1234567 }],
    ['1.234.567,89', { kind: 'comma', value: 1234567.89 }],
    ['-12.345,6', { kind: 'comma', value: -12345.6 }],
    ['100.000,', { kind: 'comma', value: 100000 }],
    // Any other dot is a decimal point.
    ['4.12', { kind: 'point', value: 4.12 }],
    ['4.1', { kind: 'point', value: 4.1 }],
    ['0.450', { kind: 'point', value: 0.45 }],
    ['1234.567', { kind: 'point', value: 1234.567 }],
    ['9.4500', { kind: 'point', value: 9.45 }],
    ['.5', { kind: 'point', value: 0.5 }],
    ['4.', { kind: 'point', value: 4 }],
    ['1.5e3', { kind: 'point', value: 1500 }],
    // One dot before exactly three digits: either.
    ['9.450', { kind: 'ambiguous', value: 9450, point: 9.45 }],
    ['1.000', { kind: 'ambiguous', value: 1000, point: 1 }],
    ['-1.250', { kind: 'ambiguous', value: -1250, point: -1.25 }],
    ['999.999', { kind: 'ambiguous', value: 999999, point: 999.999 }],
  ])('%j', (raw, expected) => {
    expect(cell(raw)).toEqual(expected);
  });

  it.each([
    'viel', '1,234,567', '1.234,5,6', '12.34,5', '1.23.456', '1.2345.678', '0.123,5', '1.234.5', '1 234', "9'450", '9.450,5e3',
    '--1', '1e', 'e5', '1e999', '.', ',', '+', 'NaN', 'Infinity', '0x10', '1_000', '9.450.', '.450,5',
  ])('%j is no number', (raw) => {
    expect(cell(raw)).toEqual({ kind: 'invalid' });
    expect(parseFigure(raw)).toBeUndefined();
  });

  it('parseFigure reads a single cell the German way (9.450 is 9450) and empty as missing', () => {
    expect(parseFigure('9.450')).toBe(9450);
    expect(parseFigure('4,12')).toBe(4.12);
    expect(parseFigure('4.12')).toBe(4.12);
    expect(parseFigure('')).toBeNaN();
  });

  it('reads back every value the export writes', () => {
    for (const v of [0, -0.5, 4.12, 9450, 9450.5, 1234567.25, 0.000001, 1e-7, 1e21, -700, 123.456]) {
      expect(parseFigure(formatFigure(v)), String(v)).toBe(v);
    }
  });
});

const ambiguous = (raw: string) => cell(raw) as { kind: 'ambiguous'; value: number; point: number };
const feed = (s: DecimalSeparators, line: number, ...raws: string[]) => raws.forEach((r) => s.observe(cell(r), line));

describe('DecimalSeparators', () => {
  it('reads 9.450 as thousands in a file without decimals or with decimal commas', () => {
    const none = new DecimalSeparators();
    expect(none.resolve(ambiguous('9.450'), 2, 'x', '9.450')).toEqual({ value: 9450 });
    feed(none, 3, '12', '1.234.567');
    expect(none.conflicts()).toEqual([]);
    const comma = new DecimalSeparators();
    feed(comma, 2, '4,12', '9.450');
    expect(comma.resolve(ambiguous('9.450'), 2, 'x', '9.450')).toEqual({ value: 9450 });
    feed(comma, 3, '5,1');
    expect(comma.conflicts()).toEqual([]);
  });

  it('reads 9.450 as 9.45 in a file that writes decimal points', () => {
    const s = new DecimalSeparators();
    feed(s, 2, '4.12', '9.450');
    expect(s.resolve(ambiguous('9.450'), 2, 'x', '9.450')).toEqual({ value: 9.45 });
    feed(s, 3, '0.5', '17');
    expect(s.conflicts()).toEqual([]);
  });

  it('refuses 9.450 in a file with both decimal separators, at once or at the end', () => {
    const both = new DecimalSeparators();
    feed(both, 2, '4,12');
    feed(both, 3, '4.12');
    const now = both.resolve(ambiguous('9.450'), 4, 'milch', '9.450');
    expect(now).toEqual({
      problem: '„9.450“ in milch ist mehrdeutig, weil die Datei Dezimalkommas (Zeile 2) und Dezimalpunkte (Zeile 3) enthält: Schreiben Sie 9450 (Tausender ohne Punkt) oder 9,45 (mit Dezimalkomma).',
    });
    // Read as decimal point while only points were known, then a comma came.
    const later = new DecimalSeparators();
    feed(later, 2, '4.12');
    expect(later.resolve(ambiguous('1.250'), 2, 'a', '1.250')).toEqual({ value: 1.25 });
    feed(later, 9, '3,5');
    expect(later.conflicts()).toEqual([
      { line: 2, reason: '„1.250“ in a ist mehrdeutig, weil die Datei Dezimalkommas (Zeile 9) und Dezimalpunkte (Zeile 2) enthält: Schreiben Sie 1250 (Tausender ohne Punkt) oder 1,25 (mit Dezimalkomma).' },
    ]);
  });

  it('refuses 9.450 read as thousands when the file turns out to write decimal points', () => {
    const s = new DecimalSeparators();
    expect(s.resolve(ambiguous('9.450'), 2, 'a', ' 9.450 ')).toEqual({ value: 9450 });
    expect(s.resolve(ambiguous('1.000'), 3, 'a', '1.000')).toEqual({ value: 1000 });
    feed(s, 5, '4.12');
    expect(s.conflicts()).toEqual([
      { line: 2, reason: '„9.450“ in a ist mehrdeutig, weil die Datei Dezimalstellen mit Punkt schreibt (erstmals Zeile 5): Schreiben Sie 9450 (Tausender ohne Punkt) oder 9,45 (mit Dezimalkomma).' },
    ]);
  });
});

describe('plausible ranges', () => {
  const range = { pythonicName: 'kuehe_gesamt', label: 'Kühe gesamt (Anzahl)', min: 0, max: 25000, count: true };

  it('names the figure and its range in German', () => {
    expect(implausible(0, range, '0')).toBeNull();
    expect(implausible(25000, range, '25.000')).toBeNull();
    expect(implausible(-80, range, '-80')).toBe('Kühe gesamt (Anzahl) (kuehe_gesamt): „-80“ ist negativ; eine Anzahl ist nie kleiner als 0.');
    expect(implausible(25001, range, '25001')).toBe('Kühe gesamt (Anzahl) (kuehe_gesamt): „25001“ liegt außerhalb des plausiblen Bereichs 0 bis 25.000.');
    expect(implausible(-0.31, { ...range, label: 'ZW Fett-%', pythonicName: 'zw', min: -0.3, max: 0.25, count: false }, '-0,31')).toBe(
      'ZW Fett-% (zw): „-0,31“ liegt außerhalb des plausiblen Bereichs -0,3 bis 0,25.',
    );
  });

  it('are in the catalogue for every figure: counts from 0, shares 0–100, always around the distribution', () => {
    for (const f of REPORT_FIELDS) {
      const what = `${f.pythonic_name} [${f.plausible_min}, ${f.plausible_max}]`;
      expect(Number.isFinite(f.plausible_min) && Number.isFinite(f.plausible_max), what).toBe(true);
      expect(f.plausible_min <= f.min && f.max <= f.plausible_max, `${what} contains [${f.min}, ${f.max}]`).toBe(true);
      if (!f.intensive) expect(f.plausible_min, what).toBe(0);
      if (f.unit === '%' && f.pythonic_name.startsWith('anteil_')) expect([f.plausible_min, f.plausible_max], what).toEqual([0, 100]);
      if (f.min >= 0) expect(f.plausible_min, what).toBeGreaterThanOrEqual(0);
    }
    const byName = new Map(REPORT_FIELDS.map((f) => [f.pythonic_name, f]));
    expect([byName.get('fprz_pm')!.plausible_min, byName.get('fprz_pm')!.plausible_max]).toEqual([0, 15]);
    expect(byName.get('leistung_zellgehalt_avg_tsd')!.plausible_min).toBe(0);
  });
});

describe('file kinds and quoting', () => {
  it('recognises XLSX/ZIP and XLS by their first bytes, nothing else', () => {
    expect(isWorkbook(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    expect(isWorkbook(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(isWorkbook(Buffer.from('betriebsstaette;pruefdatum'))).toBe(false);
    expect(isWorkbook(Buffer.from('\ufeffPK'))).toBe(false);
    expect(isWorkbook(Buffer.from('PK;'))).toBe(false);
  });

  it('explains csv-parse errors in German', () => {
    expect(quotingProblem('CSV_QUOTE_NOT_CLOSED')).toMatch(/nicht geschlossen/);
    expect(quotingProblem('INVALID_OPENING_QUOTE')).toMatch(/mitten in einem Feld/);
    expect(quotingProblem('CSV_INVALID_CLOSING_QUOTE')).toMatch(/mitten in einem Feld/);
    expect(quotingProblem('CSV_RECORD_INCONSISTENT_FIELDS_LENGTH')).toBe('Die Zeile ist kein gültiges CSV (Anführungszeichen prüfen).');
  });
});

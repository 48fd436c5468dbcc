// The evaluation page as a worksheet (exceljs), from the rows the page shows. A title block says what
// the sheet is (evaluation, evaluated entity, comparison groups, report date), so a printed or
// forwarded file stands on its own; then the table: 'Anz. Betriebe', 'Prüfdatum', 'Verarbeitungsdatum',
// and every figure grouped by category and subcategory with the entity's value, its n and its status
// (Ziel-/Warnwert), and per comparison group value, best value, top value, n, the entity's percentile
// rank, the entity's trophy in that group and the group's spread (P25, Median, P75). Numbers keep the field's precision as number format,
// dates are real date cells (sortable, filterable), the header row and the figure columns are frozen.
import ExcelJS from 'exceljs';
import { figureSections, precisionFormat } from '../../../domain/evaluation-layout.ts';
import { entityTitle, evaluationTitle, nColumnTitle, REPORT_TEXT } from '../../../domain/evaluation-report.ts';
import { figureStatusText } from '../../../domain/figure-status.ts';
import { spreadColumnTitles } from '../../../domain/group-spread.ts';
import { rankColumnTitle, rankPercent } from '../../../domain/percentile-rank.ts';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../domain/roles.ts';
import { TROPHY_SHORT, trophyFor } from '../../../domain/trophy.ts';
import { REPORT_FIELDS, statusFieldOf } from '../../catalogue/index.ts';
import type { ReportAnswer, ReportRow } from '../../services/benchmark/index.ts';

export const SHEET_NAME = 'Auswertung';
export const SHEET_TEXT = {
  groups: 'Vergleichsgruppen',
  reportDate: 'Stichtag',
  status: 'Status',
  trophy: (group: string) => `${group}: Pokal`,
} as const;
/** Excel's date format for German readers. */
export const DATE_FORMAT = 'dd.mm.yyyy';

export interface SheetInput {
  evaluationName: string;
  entityType: EntityType;
  /** null: the caller cannot see the entity's name ('<unbekannt>'). */
  entityName: string | null;
  reportDate: string;
  entity: ReportAnswer | null;
  groups: readonly { name: string; answer: ReportAnswer | null; error: string | null }[];
}

const FIELD = new Map(REPORT_FIELDS.map((f) => [f.pythonic_name, f]));

/** A YYYY-MM-DD date as the UTC midnight exceljs writes as that calendar day. */
const excelDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

export function evaluationWorkbookOf(input: SheetInput): ExcelJS.Workbook {
  const columns = [
    { title: ENTITY_TYPE_LABELS[input.entityType], answer: input.entity, group: false, error: null as string | null },
    ...input.groups.map((g) => ({ title: g.name, answer: g.answer, group: true, error: g.error })),
  ];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Herdenblick';
  const titleRows = 5;
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', xSplit: 3, ySplit: titleRows + 1 }] });
  sheet.addRow([evaluationTitle(input.evaluationName)]).font = { bold: true, size: 14 };
  sheet.addRow([entityTitle(input.entityType, input.entityName)]).font = { bold: true };
  sheet.addRow([SHEET_TEXT.groups, input.groups.map((g) => g.name).join('; ')]);
  sheet.addRow([SHEET_TEXT.reportDate, excelDate(input.reportDate)]).getCell(2).numFmt = DATE_FORMAT;
  sheet.addRow([]);

  const width = (c: (typeof columns)[number]) => (c.group ? 9 : 3);
  const header = ['Kategorie', 'Unterkategorie', 'Kennzahl'];
  for (const c of columns) {
    header.push(
      ...(c.group
        ? [c.title, `${c.title}: Bestwert`, `${c.title}: Top 10 %`, nColumnTitle(c.title), rankColumnTitle(c.title), SHEET_TEXT.trophy(c.title), ...spreadColumnTitles(c.title)]
        : [c.title, nColumnTitle(c.title), SHEET_TEXT.status]),
    );
  }
  sheet.addRow(header).font = { bold: true };

  // The entity's facts stand in each column's first cell, the rest of the column's cells empty.
  const factRow = (label: string, fact: (c: (typeof columns)[number]) => string | number | Date | null) => {
    const cells = ['', '', label, ...columns.flatMap((c) => [fact(c), ...Array<null>(width(c) - 1).fill(null)])];
    const row = sheet.addRow(cells);
    cells.forEach((v, i) => v instanceof Date && (row.getCell(i + 1).numFmt = DATE_FORMAT));
  };
  const date = (iso: string | null | undefined) => (iso ? excelDate(iso) : REPORT_TEXT.notAvailable);
  factRow(REPORT_TEXT.locationCount, (c) => (c.answer ? c.answer.location_count : c.error));
  factRow(REPORT_TEXT.inspectionDate, (c) => date(c.answer?.latest_inspection_date));
  factRow(REPORT_TEXT.processingDate, (c) => date(c.answer?.latest_processing_date));

  const rowsOf = columns.map((c) => new Map((c.answer?.data ?? []).map((r) => [r.field, r])));
  const shown = [...new Set(rowsOf.flatMap((m) => [...m.keys()]))].map((n) => FIELD.get(n)).filter((f) => f !== undefined);
  for (const section of figureSections(shown)) {
    for (const field of section.fields) {
      const cells: (string | number | null)[] = [section.category, section.subcategory, field.label?.trim() || field.name];
      const numeric: number[] = [];
      const number = (v: number | null | undefined) => {
        if (typeof v === 'number') numeric.push(cells.length + 1);
        cells.push(v ?? null);
      };
      const mine = rowsOf[0]!.get(field.pythonic_name);
      const own = mine && !mine.has_error ? mine.value : null;
      columns.forEach((c, i) => {
        const r: ReportRow | undefined = rowsOf[i]!.get(field.pythonic_name);
        if (r?.has_error) cells.push(REPORT_TEXT.invalid);
        else number(r?.value);
        if (!c.group) {
          cells.push(r ? r.n : null, figureStatusText(own, statusFieldOf(field)));
          return;
        }
        number(r?.best_value);
        number(r?.top_value);
        cells.push(r ? r.n : null, r?.percentile_rank == null ? null : rankPercent(r.percentile_rank));
        cells.push(r && !r.has_error ? TROPHY_SHORT[trophyFor(own, r.best_value, r.top_value, field.evaluation, field.precision)] : '');
        number(r?.p25);
        number(r?.median);
        number(r?.p75);
      });
      const row = sheet.addRow(cells);
      for (const col of numeric) row.getCell(col).numFmt = precisionFormat(field.precision);
    }
  }
  sheet.columns.forEach((col, i) => (col.width = i < 2 ? 22 : i === 2 ? 40 : 16));
  return workbook;
}

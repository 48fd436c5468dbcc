// The evaluation report as the detail page and the dashboard show it (product rules ‹Evaluation detail›, ‹Comparison-group and report errors›):
// texts, the entity title, and the table model: figures grouped by category and subcategory, the
// entity's own value with its status and its percentile rank in each group, and per comparison
// group value, n, best and top value and the trophy, or why the value is withheld. Pure: the views
// render what this returns.
import type { EvaluationGroupRef } from './evaluation-rules.ts';
import { DEFAULT_FIELD_PRECISION } from './constants.ts';
import { figureSections, type LayoutField } from './evaluation-layout.ts';
import { figureStatus, type FigureStatus } from './figure-status.ts';
import { formatDate, formatNumber } from './format.ts';
import { spreadLabel, spreadOf, spreadStrip, type SpreadStrip } from './group-spread.ts';
import { rankGroupName, rankLabel, rankText } from './percentile-rank.ts';
import { ENTITY_TYPE_LABELS, type EntityType } from './roles.ts';
import { trophyFor, type Trophy } from './trophy.ts';

export const REPORT_TEXT = {
  back: 'Zurück zur Übersicht',
  applyTo: 'Anwenden auf:',
  download: 'Auswertung herunterladen',
  /** The print layout (A4): the button and the print's own headings. */
  print: 'Drucken / PDF',
  printGroups: 'Vergleichsgruppen',
  printEvaluation: 'Auswertung',
  noData: 'Keine Daten vorhanden.',
  invalidGroups: 'Ungültige Vergleichgruppe(n) konfiguiert.',
  invalid: '(ungültig)',
  /** A group's 204: no member has data on the date, so every value of its column would be '–'. */
  groupWithoutMembers: 'Die Vergleichsgruppe umfasst keine Betriebe mit Prüfdaten zu diesem Datum, darum gibt es keine Vergleichswerte. Passen Sie die Vergleichsgruppe an oder wählen Sie eine andere.',
  notAvailable: 'n. v.',
  unknownEntity: '<unbekannt>',
  locationCount: 'Anz. Betriebe',
  inspectionDate: 'Prüfdatum',
  processingDate: 'Verarbeitungsdatum',
  comparison: 'Vergleich',
  current: 'Aktueller Wert',
  figure: 'Kennzahl',
  status: 'Status',
  chooseEntity: 'Wählen Sie unter „Anwenden auf:“, für welche Entität die Auswertung gezeigt wird.',
} as const;

export const evaluationTitle = (name: string) => `Auswertung ${name}`;
/** 'Fehler {status}.'; without any answer from the server (status null) it says so. */
export const failureText = (status: number | null) => (status === null ? 'Fehler: keine Antwort vom Server.' : `Fehler ${status}.`);
/** 'entity type + entity name' (product rules ‹Evaluation detail›); an unknown name is '<unbekannt>' (product rules ‹Entities and fields›). */
export const entityTitle = (type: EntityType, name: string | null | undefined) => `${ENTITY_TYPE_LABELS[type]} ${name?.trim() || REPORT_TEXT.unknownEntity}`;
/** 'n = 1.234' */
export const nText = (n: number) => `n = ${formatNumber(n, { precision: 0 })}`;
/**
 * What n counts, in the entity's column as in every group's and in the XLSX: Betriebe (a group's
 * members, an entity's locations; a site without location as one) with a value. 'Anz. Betriebe'
 * counts the same unit with a report at all.
 */
export const N_MEANING = 'Betriebe mit Wert';
/** The XLSX column of a column's n: 'LDWU: n (Betriebe mit Wert)'. */
export const nColumnTitle = (column: string) => `${column}: n (${N_MEANING})`;
/** 'n = 3 Betriebe mit Wert', for tooltips. */
export const nLabel = (n: number) => `${nText(n)} ${N_MEANING}`;
/** DD.MM.YYYY or 'n. v.' */
export const reportDateText = (iso: string | null | undefined) => (iso ? formatDate(iso, { replacement: REPORT_TEXT.notAvailable }) : REPORT_TEXT.notAvailable);

export interface ReportFieldInfo extends LayoutField {
  label_or_name: string;
  description?: string;
  unit: string;
  evaluation: boolean | null;
  precision: number;
  target_value: number | null;
  warning_value: number | null;
}

export interface RowIn {
  field: string;
  value: number | null;
  has_error: boolean;
  /** Group answers only (an entity's own answer does not ask for them). */
  best_value?: number | null;
  top_value?: number | null;
  n: number;
  /** Groups asked for the evaluated entity: percent of members worse than it (null: none or withheld). */
  percentile_rank?: number | null;
  /** Group answers: the spread (product rules ‹Group spread›; null when withheld). */
  p25?: number | null;
  median?: number | null;
  p75?: number | null;
  error: string | null;
}

export interface AnswerIn {
  /** The gateway's lists are nullable; null entries are skipped. */
  data: readonly (RowIn | null)[];
  location_count: number;
  latest_inspection_date: string | null;
  latest_processing_date: string | null;
}

/** A group column: its answer (null: no data), or the server's reason it cannot answer. */
export interface GroupIn {
  /** A stored group's id or the special group 'location_size'. */
  id: EvaluationGroupRef;
  name: string;
  answer: AnswerIn | null;
  /** 400/403/404 from the server: the group is configured so that it cannot answer. */
  invalid: string | null;
  /** Any other failure: 'Fehler {status}.' */
  failure: string | null;
}

/** A group's spread as a cell shows it: the strip, the sentence with the own value, and without it (print). */
export interface SpreadCell {
  strip: SpreadStrip;
  /** 'Mitte 50 %: 3,2–4,1, Median 3,6, eigener Wert 3,9' */
  label: string;
  /** 'Mitte 50 %: 3,2–4,1, Median 3,6' (the print's row shows the own value already). */
  text: string;
}

export type GroupCell =
  | { kind: 'value'; value: number; text: string; n: number; best: number | null; top: number | null; rank: number | null; trophy: Trophy; tooltip: string; spread: SpreadCell | null }
  | { kind: 'withheld'; reason: string; n: number; tooltip: string }
  | { kind: 'missing'; tooltip: string };

/** The entity's percentile rank in one group, for the status cell. */
export interface GroupRank {
  /** The group's column (index into the groups). */
  column: number;
  groupName: string;
  /** The name shortened for the line ('Alle LDWUs des…'). */
  shortName: string;
  rank: number;
  /** 'besser als 73 %' */
  text: string;
  /** The sentence naming the group, for screen readers and the tooltip. */
  label: string;
}

export interface FigureRow {
  field: ReportFieldInfo;
  own: { value: number | null; text: string; n: number | null };
  status: FigureStatus | null;
  /** One entry per group that ranks the entity's value (withheld, neutral or missing: none). */
  ranks: GroupRank[];
  groups: GroupCell[];
}

export interface ReportSection {
  category: string;
  subcategory: string;
  rows: FigureRow[];
}

const precisionOf = (f: ReportFieldInfo) => (Number.isInteger(f.precision) ? f.precision : DEFAULT_FIELD_PRECISION);
export const valueText = (v: number | null | undefined, f: ReportFieldInfo) => formatNumber(v, { precision: precisionOf(f), replacement: '–' });

function spreadCell(row: RowIn, own: number | null, f: ReportFieldInfo): SpreadCell | null {
  const s = spreadOf(row);
  if (!s) return null;
  return { strip: spreadStrip(s, own, f.evaluation), label: spreadLabel(s, own, precisionOf(f)), text: spreadLabel(s, null, precisionOf(f)) };
}

function groupCell(group: GroupIn, row: RowIn | undefined, own: number | null, f: ReportFieldInfo): GroupCell {
  if (!row) return { kind: 'missing', tooltip: `${group.name}: kein Wert` };
  if (row.has_error) {
    const reason = row.error ?? REPORT_TEXT.invalid;
    return { kind: 'withheld', reason, n: row.n, tooltip: `${group.name}: ${REPORT_TEXT.invalid} – ${reason} (${nLabel(row.n)})` };
  }
  if (row.value === null) return { kind: 'missing', tooltip: `${group.name}: kein Wert (${nLabel(row.n)})` };
  const text = valueText(row.value, f);
  const rank = row.percentile_rank ?? null;
  const extra = [
    nLabel(row.n),
    row.best_value != null ? `Bestwert ${valueText(row.best_value, f)}` : null,
    row.top_value != null ? `Top 10 % ${valueText(row.top_value, f)}` : null,
    rank !== null ? `Ihr Wert ${rankText(rank)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    kind: 'value',
    value: row.value,
    text,
    n: row.n,
    best: row.best_value ?? null,
    top: row.top_value ?? null,
    rank,
    trophy: trophyFor(own, row.best_value ?? null, row.top_value ?? null, f.evaluation, precisionOf(f)),
    tooltip: `${group.name}: ${text} (${extra})`,
    spread: spreadCell(row, own, f),
  };
}

function rankOf(cell: GroupCell, column: number, groupName: string): GroupRank[] {
  if (cell.kind !== 'value' || cell.rank === null) return [];
  return [{ column, groupName, shortName: rankGroupName(groupName), rank: cell.rank, text: rankText(cell.rank), label: rankLabel(groupName, cell.rank) }];
}

/** The figure rows in display order; a figure shows when the entity or any group has a row for it. */
export function reportSections(fields: readonly ReportFieldInfo[], own: AnswerIn | null, groups: readonly GroupIn[]): ReportSection[] {
  const byName = new Map(fields.map((f) => [f.pythonic_name, f]));
  const rowsOf = (a: AnswerIn | null | undefined) => new Map((a?.data ?? []).filter((r): r is RowIn => r !== null).map((r) => [r.field, r]));
  const ownRows = rowsOf(own);
  const groupRows = groups.map((g) => rowsOf(g.answer));
  const names = new Set([...ownRows.keys(), ...groupRows.flatMap((m) => [...m.keys()])]);
  const shown = [...names].map((n) => byName.get(n)).filter((f): f is ReportFieldInfo => f !== undefined);
  return figureSections(shown).map((s) => ({
    category: s.category,
    subcategory: s.subcategory,
    rows: s.fields.map((f) => {
      const mine = ownRows.get(f.pythonic_name);
      const value = mine && !mine.has_error ? mine.value : null;
      const cells = groups.map((g, i) => groupCell(g, groupRows[i]!.get(f.pythonic_name), value, f));
      return {
        field: f,
        own: { value, text: mine?.has_error ? REPORT_TEXT.invalid : valueText(value, f), n: mine ? mine.n : null },
        status: figureStatus(value, f),
        ranks: value === null ? [] : cells.flatMap((c, column) => rankOf(c, column, groups[column]!.name)),
        groups: cells,
      };
    }),
  }));
}

/** Whether any group value carries a spread (then the strips' legend shows). */
export const hasSpread = (sections: readonly ReportSection[]) => sections.some((s) => s.rows.some((r) => r.groups.some((c) => c.kind === 'value' && c.spread !== null)));

/** Rank lines name their group only when more than one group answers (one: it stands next to them). */
export const ranksNamed = (groups: readonly GroupIn[]) => groups.filter((g) => g.answer !== null).length > 1;

/** The download is offered only when every group can answer (product rules ‹Evaluation detail›, ‹Comparison-group and report errors›). */
export const downloadAllowed = (groups: readonly GroupIn[]) => groups.every((g) => g.invalid === null);

/** Statuses that mean "this group is configured so that it cannot answer" (product rules ‹Comparison-group and report errors›: 400 or 403). */
export const isInvalidGroupStatus = (status: number | null) => status === 400 || status === 403 || status === 404;

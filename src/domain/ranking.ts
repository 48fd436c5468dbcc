// The association's ranking (beyond the spec): one figure across the member farms or
// locations of an association, with value, status (src/domain/figure-status.ts), percentile rank
// in the association (src/domain/percentile-rank.ts) and n. Who may read it, the ranks of a whole
// population at once, the row order and the CSV columns: pure, shared by server and browser.
import { formatNumber } from './format.ts';
import { lowerBound, upperBound } from './sorted-search.ts';
import { rankPercent } from './percentile-rank.ts';
import type { SortDirection } from './list-sort.ts';
import { isAssociationUser, type AccountType } from './roles.ts';

export const RANKING_LEVELS = ['farm', 'location'] as const;
export type RankingLevel = (typeof RANKING_LEVELS)[number];
export const RANKING_LEVEL_LABELS: Record<RankingLevel, string> = { farm: 'LDWU', location: 'Betrieb' };

export const RANKING_SORTS = ['rank', 'value', 'name'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];
export const RANKING_SORT_LABELS: Record<RankingSort, string> = { rank: 'Rang', value: 'Wert', name: 'Name' };


export const RANKING_PATH = '/rankings';
export const RANKING_TITLE = 'Verbandsranking';
export const RANKING_REFUSED = 'Nur Verbandsmitarbeiter und Verbands-Administratoren dieses Verbands sehen sein Ranking.';

export interface RankingUser {
  isSuperuser: boolean;
  accountType: AccountType | null;
  associations: readonly { associationId: number }[];
}

/** The page and its menu entry: superusers and association users (admins and staff). */
export const mayOpenRankings = (u: { is_superuser?: boolean; account_type?: AccountType | null } | null | undefined) =>
  !!u && (u.is_superuser === true || (u.account_type != null && isAssociationUser(u.account_type)));

/** Whether the caller may read one association's ranking: superusers, or its own admins and staff. */
export function mayReadRanking(u: RankingUser, associationId: number): boolean {
  return mayReadRankings(u) && (u.isSuperuser || u.associations.some((a) => a.associationId === associationId));
}

/** Whether the caller's role may read rankings at all (a farm user is refused before any id is looked at). */
export function mayReadRankings(u: Pick<RankingUser, 'isSuperuser' | 'accountType'>): boolean {
  return u.isSuperuser || (u.accountType !== null && isAssociationUser(u.accountType));
}

/**
 * Every value's percentile rank among all of them at once (NaN for NaN values, and all NaN for a
 * neutral figure): the same number percentileRank gives for each value, by one sort and binary
 * searches instead of one pass per value (10,000 farms: n log n instead of n²).
 */
export function percentileRanks(values: ArrayLike<number>, largerIsBetter: boolean | null | undefined): Float64Array {
  const out = new Float64Array(values.length).fill(Number.NaN);
  if (largerIsBetter === null || largerIsBetter === undefined) return out;
  const known: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) known.push(values[i]!);
  const sorted = Float64Array.from(known).sort();
  const n = sorted.length;
  if (n === 0) return out;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v !== v) continue;
    // Worse: smaller values (larger is better) or larger values (smaller is better); ties are not worse.
    const worse = largerIsBetter ? lowerBound(sorted, v) : n - upperBound(sorted, v);
    out[i] = (100 * worse) / n;
  }
  return out;
}

/** One collator for every comparison (localeCompare with a locale builds one per call). */
const GERMAN = new Intl.Collator('de');

export interface RankingSortRow {
  value: number | null;
  rank: number | null;
  name: string;
}

/**
 * The row order: by the chosen key and order, rows without a value (or rank) always last, ties by
 * name. Sorting by rank on a neutral figure (no ranks) sorts by value. 'desc' by rank: best first.
 */
export function rankingComparator<R extends RankingSortRow>(sort: RankingSort, order: SortDirection, neutral = false) {
  const sign = order === 'asc' ? 1 : -1;
  const byName = (a: R, b: R) => GERMAN.compare(a.name, b.name);
  if (sort === 'name') return (a: R, b: R) => sign * byName(a, b);
  const key = sort === 'rank' && !neutral ? (r: R) => r.rank : (r: R) => r.value;
  return (a: R, b: R) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return x === y ? byName(a, b) : sign * (x - y);
  };
}

/** The CSV's German headers (the figure's label and unit in the value column). */
export function rankingCsvHeaders(level: RankingLevel, figure: { label: string; unit: string }): string[] {
  const unit = figure.unit ? ` (${figure.unit})` : '';
  const entity = level === 'farm' ? ['LDWU'] : ['Betrieb', 'LDWU'];
  return [...entity, `${figure.label}${unit}`, 'Status', 'Besser als (%)', 'n (Betriebe mit Wert)'];
}

export interface RankingCsvRow {
  name: string;
  farm: string;
  value: number | null;
  status: string;
  rank: number | null;
  n: number;
}

/** One CSV line: German decimal comma, whole percent ranks (rounded down, as the rank text). */
export function rankingCsvLine(level: RankingLevel, row: RankingCsvRow, precision: number): string[] {
  const entity = level === 'farm' ? [row.name] : [row.name, row.farm];
  return [
    ...entity,
    formatNumber(row.value, { precision }),
    row.status,
    row.rank === null ? '' : String(rankPercent(row.rank)),
    String(row.n),
  ];
}

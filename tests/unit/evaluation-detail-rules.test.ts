// The rules behind the evaluation detail, deviation and timeline pages (product rules ‹Evaluation detail›, ‹Deviation page›, ‹Timeline page›, ‹Comparison-group and report errors›, ‹Business constants and limits›):
// trophies, the status cell, the entity parameter, deviations and their chart scale, the
// timeline's dates and spacing, the report table model and its messages.
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { deviationAxis, deviationKind, deviationOf, deviationRows, deviationTicks, deviationTitle, scaleDeviation, unscaleDeviation } from '../../src/domain/deviation.ts';
import { entityTypeChoices } from '../../src/domain/entity-choices.ts';
import { entityFromQuery, entityQuery } from '../../src/domain/entity-param.ts';
import {
  REPORT_TEXT,
  downloadAllowed,
  entityTitle,
  evaluationTitle,
  failureText,
  isInvalidGroupStatus,
  nText,
  reportDateText,
  ranksNamed,
  reportSections,
  type GroupIn,
  type ReportFieldInfo,
} from '../../src/domain/evaluation-report.ts';
import { figureStatus, figureStatusLabel, figureStatusText } from '../../src/domain/figure-status.ts';
import { periodText, roundToPrecision, runSpaced, timelineDates, timelineField, timelineTitle, TIMELINE_FIELD_NOT_FOUND, TIMELINE_LOADING } from '../../src/domain/timeline.ts';
import { TROPHY_LABELS, trophyFor } from '../../src/domain/trophy.ts';
import { outcomeOf } from '../../src/views/pages/evaluations/detail/useReportData.ts';

const devField = (n: string, priority: number) => ({ pythonic_name: n, name: n, label_or_name: n, category: 'K', subcategory: '', priority, evaluation: true, precision: 1 });

const field = (n: string, extra: Partial<ReportFieldInfo> = {}): ReportFieldInfo => ({
  pythonic_name: n,
  name: n,
  label_or_name: n,
  category: 'Eutergesundheit',
  subcategory: '',
  priority: 1,
  unit: '%',
  evaluation: true,
  precision: 1,
  target_value: null,
  warning_value: null,
  ...extra,
});
const answer = (rows: { field: string; value: number | null; n?: number; best?: number; top?: number; rank?: number; error?: string }[]) => ({
  location_count: 37,
  latest_inspection_date: '2026-10-13',
  latest_processing_date: '2026-10-16T09:49:00.000Z',
  data: rows.map((r) => ({ field: r.field, value: r.value, has_error: !!r.error, best_value: r.best ?? null, top_value: r.top ?? null, n: r.n ?? 1, percentile_rank: r.rank ?? null, error: r.error ?? null })),
});

describe('trophies (product rules ‹Evaluation detail›)', () => {
  it('larger is better: gold at or above the best value, silver at or above the top value', () => {
    expect(trophyFor(80, 80, 70, true)).toBe('gold');
    expect(trophyFor(85, 80, 70, true)).toBe('gold');
    expect(trophyFor(75, 80, 70, true)).toBe('silver');
    expect(trophyFor(70, 80, 70, true)).toBe('silver');
    expect(trophyFor(69.9, 80, 70, true)).toBe('none');
  });
  it('smaller is better: the comparison turns to <=', () => {
    expect(trophyFor(50, 50, 120, false)).toBe('gold');
    expect(trophyFor(100, 50, 120, false)).toBe('silver');
    expect(trophyFor(121, 50, 120, false)).toBe('none');
    expect(trophyFor(45, 50, 120, false)).toBe('gold');
  });
  it('is not applicable for neutral figures, missing values or missing bounds', () => {
    expect(trophyFor(80, 80, 70, null)).toBe('not-applicable');
    expect(trophyFor(null, 80, 70, true)).toBe('not-applicable');
    expect(trophyFor(Number.NaN, 80, 70, true)).toBe('not-applicable');
    expect(trophyFor(80, null, null, true)).toBe('not-applicable');
    expect(trophyFor(79, 80, null, true)).toBe('none');
  });
  it('compares as shown: rounded to the figure precision', () => {
    expect(trophyFor(63.54482999, 63.54483, 60, true, 2)).toBe('gold');
    expect(trophyFor(63.54482999, 63.54483, 60, true)).toBe('silver');
    expect(trophyFor(63.54, 63.549, 60, true, 1)).toBe('gold');
    expect(trophyFor(63.54, 63.549, 60, true, 2)).toBe('silver');
  });
  it('has an accessible sentence for every mark', () => {
    expect(TROPHY_LABELS.gold).toMatch(/^Goldpokal/);
    expect(TROPHY_LABELS.silver).toMatch(/besten 10 %/);
  });
});

describe('status cell (target and warning values, direction-aware)', () => {
  const udder = { evaluation: true, target_value: 75, warning_value: 50, precision: 1 };
  const exits = { evaluation: false, target_value: 25, warning_value: 40, precision: 1 };
  it('larger is better', () => {
    expect(figureStatus(80, udder)).toBe('good');
    expect(figureStatus(75, udder)).toBe('good');
    expect(figureStatus(60, udder)).toBe('watch');
    expect(figureStatus(50, udder)).toBe('act');
    expect(figureStatus(10, udder)).toBe('act');
  });
  it('smaller is better', () => {
    expect(figureStatus(20, exits)).toBe('good');
    expect(figureStatus(30, exits)).toBe('watch');
    expect(figureStatus(40, exits)).toBe('act');
  });
  it('a neutral figure takes the direction from the pair', () => {
    expect(figureStatus(20, { ...exits, evaluation: null })).toBe('good');
    expect(figureStatus(80, { ...udder, evaluation: null })).toBe('good');
  });
  it('no status without a value or without both catalogue values', () => {
    expect(figureStatus(null, udder)).toBeNull();
    expect(figureStatus(80, { evaluation: true, target_value: 75, warning_value: null })).toBeNull();
    expect(figureStatusLabel(null, { evaluation: true, target_value: null, warning_value: null })).toContain('kein Ziel- oder Warnwert');
  });
  it('as one word for a cell: empty without a value, "kein Zielwert" without the pair', () => {
    expect(figureStatusText(80, udder)).toBe('gut');
    expect(figureStatusText(40, exits)).toBe('handeln');
    expect(figureStatusText(null, udder)).toBe('');
    expect(figureStatusText(80, { evaluation: true, target_value: 75, warning_value: null })).toBe('kein Zielwert');
  });
  it('says the catalogue values in German', () => {
    expect(figureStatusLabel('good', udder)).toBe('Status gut: Zielwert 75,0 erreicht');
    expect(figureStatusLabel('watch', exits)).toBe('Status beobachten: zwischen Zielwert 25,0 und Warnwert 40,0');
    expect(figureStatusLabel('act', exits)).toBe('Status handeln: Warnwert 40,0 erreicht');
  });
});

describe('entity parameter', () => {
  it('reads exactly one entity with a positive id', () => {
    expect(entityFromQuery('?farm=12')).toEqual({ type: 'farm', id: 12 });
    expect(entityFromQuery('site=3')).toEqual({ type: 'site', id: 3 });
    expect(entityFromQuery('?farm=1&site=2')).toBeNull();
    expect(entityFromQuery('?farm=0')).toBeNull();
    expect(entityFromQuery('?farm=x')).toBeNull();
    expect(entityFromQuery('?farm=99999999999')).toBeNull();
    expect(entityFromQuery('')).toBeNull();
    expect(entityQuery({ type: 'location', id: 7 })).toBe('?location=7');
    expect(entityQuery(null)).toBe('');
  });
  it("offers the association only to association users, and only types the user has entities of", () => {
    const counts = { association: 1, farm: 9_812, location: 0, site: 31_004 };
    expect(entityTypeChoices(counts, 'farm_admin')).toEqual(['farm', 'site']);
    expect(entityTypeChoices(counts, 'association_member')).toEqual(['association', 'farm', 'site']);
    // The comparison-group modal binds a group to any association the user sees.
    expect(entityTypeChoices(counts, 'farm_admin', true)).toEqual(['association', 'farm', 'site']);
  });
});

describe('deviation page (product rules ‹Deviation page›, ‹Business constants and limits›)', () => {
  it('difference and %Abw against the reference', () => {
    expect(deviationOf(110, 100)).toEqual({ difference: 10, percent: 10 });
    expect(deviationOf(-5, -10)).toEqual({ difference: 5, percent: 50 });
    expect(deviationOf(3, 0)).toEqual({ difference: 3, percent: null });
    expect(deviationOf(null, 1)).toBeNull();
  });
  it('tolerance 5 % or 10 %, then better/worse by direction or above/below for neutral figures', () => {
    const d = deviationOf(107, 100)!;
    expect(deviationKind(d, 0.05, true)).toBe('better');
    expect(deviationKind(d, 0.05, false)).toBe('worse');
    expect(deviationKind(d, 0.1, true)).toBe('within');
    expect(deviationKind(deviationOf(105, 100)!, 0.05, true)).toBe('within');
    expect(deviationKind(deviationOf(93, 100)!, 0.05, null)).toBe('below');
  });
  it('axis at least ±20 %, linear to ±100 %, logarithmic beyond', () => {
    expect(deviationAxis([3, -7])).toBe(20);
    expect(deviationAxis([-37])).toBe(40);
    expect(scaleDeviation(50)).toBe(50);
    expect(scaleDeviation(1000)).toBeCloseTo(200);
    expect(scaleDeviation(-10_000)).toBeCloseTo(-300);
    expect(unscaleDeviation(scaleDeviation(450))).toBeCloseTo(450);
    expect(deviationAxis([1000])).toBe(200);
    expect(deviationTicks(20)).toEqual([-20, -10, 0, 10, 20]);
    expect(deviationTicks(200)).toEqual([-200, -100, -75, -50, -25, 0, 25, 50, 75, 100, 200]);
  });
  it('rows in the page order; a withheld group value is missing', () => {
    const rows = deviationRows(
      [devField('a', 1), devField('b', 5), devField('c', 3)],
      [{ field: 'a', value: 10, has_error: false }, { field: 'b', value: 20, has_error: false }],
      [{ field: 'a', value: 8, has_error: false }, { field: 'b', value: null, has_error: true }],
      0.05,
    );
    expect(rows.map((r) => [r.field.pythonic_name, r.reference, r.kind])).toEqual([
      ['b', null, null],
      ['a', 8, 'better'],
    ]);
    expect(deviationTitle('Ökobetriebe', 'Mein LDWU')).toBe('Abweichung: Ökobetriebe — Auswertung: Mein LDWU');
  });
});

describe('timeline (product rules ‹Timeline page›, ‹Business constants and limits›)', () => {
  it('12 monthly dates ending today (the report date counts its own reports), and the period text', () => {
    const dates = timelineDates('2026-11-23');
    expect(dates).toHaveLength(12);
    expect(dates[0]).toBe('2025-12-23');
    expect(dates[11]).toBe('2026-11-23');
    expect(periodText(dates)).toBe('Zeitraum: 23.12.2025 bis 23.11.2026');
    expect(timelineTitle('Zellzahl')).toBe('Zeitreihe: Zellzahl');
    expect(TIMELINE_LOADING).toBe('Zeitreihen-Daten werden geladen...');
  });
  it('an unknown field of the route is a German not-found state, never its raw id', () => {
    const catalogue = [{ pythonic_name: 'zellzahl', name: 'Zellzahl', label_or_name: 'Zellzahl (Tsd./ml)' }];
    expect(timelineField(null, 'zellzahl')).toEqual({ kind: 'loading' });
    expect(timelineField(catalogue, 'nope')).toEqual({ kind: 'unknown' });
    expect(timelineField(catalogue, 'zellzahl')).toMatchObject({ kind: 'known', label: 'Zellzahl (Tsd./ml)' });
    expect(TIMELINE_FIELD_NOT_FOUND.title).toBe('Kennzahl nicht gefunden');
  });
  it('rounds to the figure precision', () => {
    expect(roundToPrecision(57.82401, 1)).toBe(57.8);
    expect(roundToPrecision(186.6913, 0)).toBe(187);
    expect(roundToPrecision(null, 2)).toBeNull();
  });
  it('starts the requests 50 ms apart and keeps their order and failures', async () => {
    const waits: number[] = [];
    const started: number[] = [];
    const results = await runSpaced(
      [0, 1, 2].map((i) => async () => {
        started.push(i);
        if (i === 1) throw new Error('x');
        return i * 10;
      }),
      50,
      async (ms) => void waits.push(ms),
    );
    expect(waits).toEqual([50, 50]);
    expect(started).toEqual([0, 1, 2]);
    expect(results.map((r) => (r.ok ? r.value : 'error'))).toEqual([0, 'error', 20]);
  });
});

describe('report table model and messages (product rules ‹Evaluation detail›, ‹Comparison-group and report errors›)', () => {
  it('texts letter for letter', () => {
    expect(evaluationTitle('Mein LDWU')).toBe('Auswertung Mein LDWU');
    expect(entityTitle('farm', 'Hof Sonnleiten')).toBe('LDWU Hof Sonnleiten');
    expect(entityTitle('site', null)).toBe('Betriebsstätte <unbekannt>');
    expect(failureText(500)).toBe('Fehler 500.');
    expect(REPORT_TEXT.noData).toBe('Keine Daten vorhanden.');
    expect(REPORT_TEXT.invalidGroups).toBe('Ungültige Vergleichgruppe(n) konfiguiert.');
    expect(REPORT_TEXT.invalid).toBe('(ungültig)');
    expect(reportDateText(null)).toBe('n. v.');
    expect(reportDateText('2026-10-16T09:49:00.000Z')).toBe('16.10.2026');
    expect(nText(1234)).toBe('n = 1.234');
  });
  it('groups figures, adds status, n, trophy and the withheld reason', () => {
    const fields = [field('anteil_eutergesund', { priority: 9, target_value: 75, warning_value: 50 }), field('zellzahl', { evaluation: false, subcategory: 'Zellzahl', precision: 0 })];
    const own = answer([{ field: 'anteil_eutergesund', value: 80 }, { field: 'zellzahl', value: 187 }]);
    const groups: GroupIn[] = [
      { id: 1, name: 'LKV Süd', answer: answer([{ field: 'anteil_eutergesund', value: 57.8, n: 37, best: 79.2, top: 66.2 }, { field: 'zellzahl', value: 231, n: 32, best: 50, top: 121 }]), invalid: null, failure: null },
      { id: 5, name: 'Roboter', answer: answer([{ field: 'anteil_eutergesund', value: null, n: 3, error: 'Zum Schutz der Betriebsdaten nicht angezeigt' }]), invalid: null, failure: null },
    ];
    const sections = reportSections(fields, own, groups);
    expect(sections.map((s) => [s.category, s.subcategory])).toEqual([
      ['Eutergesundheit', 'Ohne Unterkategorie'],
      ['Eutergesundheit', 'Zellzahl'],
    ]);
    const udder = sections[0]!.rows[0]!;
    expect(udder.status).toBe('good');
    expect(udder.own.text).toBe('80,0');
    expect(udder.groups[0]).toMatchObject({ kind: 'value', text: '57,8', n: 37, trophy: 'gold' });
    expect(udder.groups[0]!.tooltip).toBe('LKV Süd: 57,8 (n = 37 Betriebe mit Wert, Bestwert 79,2, Top 10 % 66,2)');
    expect(udder.groups[1]).toMatchObject({ kind: 'withheld', reason: 'Zum Schutz der Betriebsdaten nicht angezeigt', n: 3 });
    const cells = sections[1]!.rows[0]!;
    expect(cells.status).toBeNull();
    expect(cells.groups[0]).toMatchObject({ kind: 'value', text: '231', trophy: 'none' });
    expect(cells.groups[1]).toMatchObject({ kind: 'missing' });
  });
  it("puts the entity's percentile rank per group into the row, only where the group shows its value and the entity has one", () => {
    const fields = [field('anteil_eutergesund'), field('zellzahl', { evaluation: false })];
    const own = answer([{ field: 'anteil_eutergesund', value: 80 }, { field: 'zellzahl', value: null }]);
    const groups: GroupIn[] = [
      { id: 1, name: 'LKV Süd', answer: answer([{ field: 'anteil_eutergesund', value: 57.8, n: 37, rank: 91.9 }, { field: 'zellzahl', value: 231, n: 32, rank: 40 }]), invalid: null, failure: null },
      { id: 5, name: 'Roboter', answer: answer([{ field: 'anteil_eutergesund', value: null, n: 3, error: 'Zum Schutz der Betriebsdaten nicht angezeigt' }]), invalid: null, failure: null },
      { id: 2, name: 'Top 10 %', answer: answer([{ field: 'anteil_eutergesund', value: 88, n: 12, rank: 0 }]), invalid: null, failure: null },
    ];
    const [udder, cells] = reportSections(fields, own, groups).flatMap((s) => s.rows);
    expect(udder!.ranks).toEqual([
      { column: 0, groupName: 'LKV Süd', shortName: 'LKV Süd', rank: 91.9, text: 'besser als 91 %', label: 'LKV Süd: Ihr Wert ist besser als 91 % der Betriebe dieser Vergleichsgruppe' },
      { column: 2, groupName: 'Top 10 %', shortName: 'Top 10 %', rank: 0, text: 'besser als 0 %', label: 'Top 10 %: Ihr Wert ist besser als 0 % der Betriebe dieser Vergleichsgruppe' },
    ]);
    // Several groups answer, so the lines name them; one answering group (the others invalid) stands next to its line.
    expect(ranksNamed(groups)).toBe(true);
    expect(ranksNamed([groups[0]!, { id: 6, name: 'Fleckvieh', answer: null, invalid: 'Wählen Sie weniger Kriterien aus.', failure: null }])).toBe(false);
    expect(udder!.groups[0]!.tooltip).toBe('LKV Süd: 57,8 (n = 37 Betriebe mit Wert, Ihr Wert besser als 91 %)');
    // Without an own value there is nothing to rank, whatever the answer says.
    expect(cells!.ranks).toEqual([]);
  });
  it('download only when no group is invalid; 400, 403 and 404 make a group invalid', () => {
    const ok: GroupIn = { id: 1, name: 'a', answer: null, invalid: null, failure: null };
    expect(downloadAllowed([ok])).toBe(true);
    expect(downloadAllowed([ok, { ...ok, invalid: 'Wählen Sie weniger Kriterien aus.' }])).toBe(false);
    expect([400, 403, 404, 500, null].map(isInvalidGroupStatus)).toEqual([true, true, true, false, false]);
  });
  it("a report without data (REST 204: null, no error) is 'Keine Daten vorhanden.', a real 404 a failure", () => {
    expect(outcomeOf(null, undefined)).toEqual({ kind: 'no-data' });
    const notFound = new CombinedError({ graphQLErrors: [{ message: 'Nicht gefunden.', extensions: { code: 'NOT_FOUND', status: 404 } }] });
    expect(outcomeOf(null, notFound)).toEqual({ kind: 'failed', status: 404, message: 'Nicht gefunden.' });
    expect(REPORT_TEXT.noData).toBe('Keine Daten vorhanden.');
  });
});

// The evaluation pages on a phone: the report as cards (per figure the own value with n, its
// status in words, its trophies naming the group, and each answering group's value with n and
// rank; invalid groups explained once, in their block), and the deviation chart's geometry for a
// box width (names wrapped whole, never cut; the height known before the chart draws).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reportAnswer, reportField, reportRow, visibleText } from '../support/report-fixtures.ts';
import { reportSections, type GroupIn, type ReportFieldInfo } from '../../src/domain/evaluation-report.ts';
import { ReportCards } from '../../src/views/pages/evaluations/detail/ReportCards.tsx';
import { chartLayout, chartTicks, NARROW_CHART_WIDTH, wrapText } from '../../src/views/pages/evaluations/deviation/chart-layout.ts';

const field = (n: string, extra: Partial<ReportFieldInfo> = {}) => reportField(n, { subcategory: 'Zellzahl', ...extra });
const answer = reportAnswer;
const row = reportRow;
const text = visibleText;

describe('report cards', () => {
  const fields = [field('anteil_eutergesund')];
  const own = answer([row('anteil_eutergesund', 70, 3)]);
  const groups: GroupIn[] = [
    { id: 1, name: 'Alle LDWUs des LKV Süd', answer: answer([row('anteil_eutergesund', 57.8, 37, { best: 79.2, top: 66.2, rank: 73.9 })], { location_count: 37 }), invalid: null, failure: null },
    { id: 5, name: 'Roboter', answer: answer([row('anteil_eutergesund', null, 3, { error: 'Zum Schutz nicht angezeigt.' })]), invalid: null, failure: null },
    { id: 6, name: 'Fleckvieh', answer: null, invalid: 'Wählen Sie weniger Kriterien aus.', failure: null },
  ];
  const html = renderToStaticMarkup(
    <ReportCards evaluationId={1} entity={{ type: 'farm', id: 4 }} own={own} groups={groups} sections={reportSections(fields, own, groups)} caption="LDWU Hof" headingLevel={2} />,
  );
  const card = html.match(/<li class="figure-card" data-field="anteil_eutergesund">.*?<\/li><\/ul><\/li>/)![0];

  it('shows per figure the own value with n and the status in words, and the group value with n and rank', () => {
    expect(text(card)).toMatch(/^ ?Label anteil_eutergesund .*Aktueller Wert beobachten Status beobachten.* 70,0 n = 3 /);
    expect(text(card)).toContain('Status beobachten: zwischen Zielwert 75,0 und Warnwert 50,0');
    expect(card).toContain('data-group-column="0"');
    expect(text(card)).toMatch(/Alle LDWUs des LKV Süd besser als 73 % .*57,8 n = 37/);
    expect(card).toContain('href="/evaluations/1/fields/anteil_eutergesund?farm=4"');
  });
  it("puts the silver trophy on the own value, naming the group", () => {
    const ownPart = card.slice(0, card.indexOf('figure-card__groups'));
    expect(ownPart).toContain('aria-label="Silberpokal: Ihr Wert gehört zu den besten 10 % der Vergleichsgruppe „Alle LDWUs des LKV Süd“"');
    // The card has room for the group's whole name.
    expect(text(ownPart)).toContain('Silber · Alle LDWUs des LKV Süd');
    expect(card.match(/data-trophy=/g)).toHaveLength(1);
  });
  it('shows a withheld value with its reason; an invalid group has no line but its block says why', () => {
    expect(text(card)).toContain('Roboter (ungültig) Zum Schutz nicht angezeigt.');
    expect(card).not.toContain('Fleckvieh');
    const blocks = html.slice(html.indexOf('report-columns'));
    expect(text(blocks)).toContain('Fleckvieh ⚠ (ungültig) Wählen Sie weniger Kriterien aus.');
    expect(text(blocks)).toContain('Alle LDWUs des LKV Süd Anz. Betriebe 37');
    expect(blocks).toContain('href="/evaluations/1/comparison-groups/6?farm=4"');
  });
  it('has category and subcategory headings below the report heading', () => {
    expect(html).toContain('<h3 class="report-cards__category">Eutergesundheit</h3>');
    expect(html).toContain('<h4 class="report-cards__subcategory">Zellzahl</h4>');
  });
});

describe('deviation chart geometry', () => {
  const long = 'Milch (kg, Jahresleistung je Kuh und Jahr, 305-Tage-Leistung der abgeschlossenen Laktationen)';
  it('wraps names into whole lines within the limit, losing no word', () => {
    const lines = wrapText(long, 30);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(30);
    expect(lines.join(' ')).toBe(long);
    expect(wrapText('Donaudampfschifffahrtsgesellschaft', 10)).toEqual(['Donaudampf', 'schifffahr', 'tsgesellsc', 'haft']);
  });
  it('puts names above the bars on a phone and gives the longest name its lines', () => {
    const phone = chartLayout([long, 'Zellzahl'], 328);
    expect(phone.narrow).toBe(true);
    expect(phone.lines[0]!.length).toBeGreaterThan(1);
    const wide = chartLayout([long, 'Zellzahl'], 1000);
    expect(wide.narrow).toBe(false);
    expect(wide.margin.left).toBeGreaterThan(phone.margin.left);
    expect(chartLayout([long, 'Zellzahl', 'Fett'], 328).height).toBeGreaterThan(phone.height);
    expect(chartLayout(['a'], NARROW_CHART_WIDTH - 1).narrow).toBe(true);
  });
  it('thins the axis ticks on a narrow chart, keeping zero', () => {
    expect(chartTicks(100, false)).toContain(25);
    const thin = chartTicks(100, true);
    expect(thin).toContain(0);
    expect(thin).not.toContain(25);
    expect(thin.length).toBeLessThan(chartTicks(100, false).length);
  });
});

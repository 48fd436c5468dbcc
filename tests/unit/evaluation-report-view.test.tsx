// The report table's markup: every message and mark a person sees or hears — rows
// 'Anz. Betriebe', 'Prüfdatum', 'Verarbeitungsdatum' with 'n. v.', values with 'n = …', '(ungültig)'
// with the reason, trophies and the status cell as text with an accessible sentence (never colour
// alone) and the percentile rank per group ('besser als 73 %', the group named for screen readers),
// the invalid group mark and the 'Vergleich' and timeline links with the entity parameter.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reportAnswer, reportField, reportRow, visibleText } from '../support/report-fixtures.ts';
import { reportSections, type GroupIn } from '../../src/domain/evaluation-report.ts';
import { ReportTable } from '../../src/views/pages/evaluations/detail/ReportTable.tsx';
import { StatusMark, TrophyMark } from '../../src/views/pages/evaluations/detail/marks.tsx';

const field = reportField;
const answer = reportAnswer;
const row = reportRow;
const text = visibleText;

describe('report table markup', () => {
  const fields = [field('anteil_eutergesund')];
  const own = answer([row('anteil_eutergesund', 80, 3)]);
  const groups: GroupIn[] = [
    { id: 1, name: 'LKV Süd', answer: answer([row('anteil_eutergesund', 57.8, 37, { best: 79.2, top: 66.2, rank: 73.9 })], { location_count: 37, latest_processing_date: '2026-10-27T10:00:00Z' }), invalid: null, failure: null },
    { id: 5, name: 'Roboter', answer: answer([row('anteil_eutergesund', null, 3, { error: 'Zum Schutz nicht angezeigt: nur 3 von mindestens 10 Betrieben.' })]), invalid: null, failure: null },
    { id: 6, name: 'Fleckvieh', answer: null, invalid: 'Wählen Sie weniger Kriterien aus.', failure: null },
  ];
  const html = renderToStaticMarkup(
    <ReportTable evaluationId={1} entity={{ type: 'farm', id: 4 }} own={own} groups={groups} sections={reportSections(fields, own, groups)} caption="LDWU Hof" />,
  );
  const plain = text(html);

  it('shows the meta rows with dates as DD.MM.YYYY and n. v.', () => {
    expect(plain).toContain('Anz. Betriebe 2 37');
    expect(plain).toContain('Prüfdatum 13.10.2026 13.10.2026');
    expect(plain).toContain('Verarbeitungsdatum n. v. 27.10.2026');
  });
  it('shows every group value with its n, and the withheld value with its reason', () => {
    expect(plain).toContain('57,8');
    expect(plain).toContain('n = 37');
    expect(html).toContain('title="LKV Süd: 57,8 (n = 37 Betriebe mit Wert, Bestwert 79,2, Top 10 % 66,2, Ihr Wert besser als 73 %)"');
    expect(plain).toContain('(ungültig) Zum Schutz nicht angezeigt: nur 3 von mindestens 10 Betrieben.');
  });
  it('puts the gold trophy on the own value, naming the group that awards it', () => {
    const ownCell = html.match(/<td class="report-table__own">.*?<\/td>/)![0];
    expect(ownCell).toMatch(/role="img" aria-label="Goldpokal: Ihr Wert erreicht den Bestwert der Vergleichsgruppe „LKV Süd“"/);
    expect(text(ownCell)).toContain('Gold · LKV Süd');
    // Beside the group's value it would read as the group's trophy.
    expect(html.match(/data-trophy=/g)).toHaveLength(1);
  });
  it('has one status cell with text, icon and sentence', () => {
    expect(html).toContain('data-status="good"');
    expect(plain).toContain('gut');
    expect(plain).toContain('Status gut: Zielwert 75,0 erreicht');
  });
  it('lists the percentile rank per group in the status cell: short text, the group named for screen readers', () => {
    const status = html.match(/<td class="report-table__status">.*?<\/td>/)![0];
    // Two groups answer: the group's name leads the line (rounded down: 73.9 is 'besser als 73 %').
    expect(status).toContain('<span aria-hidden="true"><span class="figure-rank__group">LKV Süd: </span>besser als 73 %</span>');
    expect(status).toContain('title="LKV Süd: Ihr Wert ist besser als 73 % der Betriebe dieser Vergleichsgruppe"');
    expect(status).toContain('<span class="visually-hidden">LKV Süd: Ihr Wert ist besser als 73 % der Betriebe dieser Vergleichsgruppe</span>');
    // The withheld group and the invalid one have no rank line.
    expect(status.match(/class="figure-rank"/g)).toHaveLength(1);
    expect(status).not.toContain('Roboter');
  });
  it('marks the invalid group with the spec tooltip and links with the entity parameter', () => {
    expect(html).toContain('title="Ungültige Vergleichgruppe(n) konfiguiert. Wählen Sie weniger Kriterien aus."');
    expect(html).toContain('href="/evaluations/1/comparison-groups/6?farm=4"');
    expect(plain).toContain('Vergleich');
    expect(html).toContain('href="/evaluations/1/fields/anteil_eutergesund?farm=4"');
    expect(html).toContain('aria-label="Zeitreihe: Label anteil_eutergesund"');
    expect(plain).toContain('Ohne Unterkategorie');
  });
  it('scrolls inside its own focusable, labelled box', () => {
    expect(html).toMatch(/<div class="report-scroll" role="region" aria-label="LDWU Hof" tabindex="0">/);
  });
});

describe('marks', () => {
  it('silver says so in text; no trophy renders nothing', () => {
    const silver = renderToStaticMarkup(<TrophyMark trophy="silver" group="Alle LDWUs des LKV Süd" />);
    expect(text(silver)).toContain('Silber · Alle LDWUs des…');
    expect(silver).toContain('aria-label="Silberpokal: Ihr Wert gehört zu den besten 10 % der Vergleichsgruppe „Alle LDWUs des LKV Süd“"');
    expect(renderToStaticMarkup(<TrophyMark trophy="none" group="LKV Süd" />)).toBe('');
    expect(renderToStaticMarkup(<TrophyMark trophy="not-applicable" group="LKV Süd" />)).toBe('');
  });
  it('every status has its own word; a figure without target says so', () => {
    const f = { evaluation: false, target_value: 25, warning_value: 40, precision: 0 };
    expect(text(renderToStaticMarkup(<StatusMark status="watch" field={f} />))).toContain('beobachten');
    expect(text(renderToStaticMarkup(<StatusMark status="act" field={f} />))).toContain('handeln Status handeln: Warnwert 40 erreicht');
    expect(text(renderToStaticMarkup(<StatusMark status={null} field={{ evaluation: true, target_value: null, warning_value: null }} />))).toContain('kein Zielwert');
  });
});

describe("the special group 'Gleiche Betriebsgröße'", () => {
  it("is a column with value and n, and its 'Vergleich' link names location_size with the location", () => {
    const fields = [field('anteil_eutergesund')];
    const own = answer([row('anteil_eutergesund', 80, 3)]);
    const groups: GroupIn[] = [{ id: 'location_size', name: 'Gleiche Betriebsgröße', answer: answer([row('anteil_eutergesund', 61.5, 14)], { location_count: 14 }), invalid: null, failure: null }];
    const html = renderToStaticMarkup(
      <ReportTable evaluationId={3} entity={{ type: 'location', id: 11 }} own={own} groups={groups} sections={reportSections(fields, own, groups)} caption="Betrieb" />,
    );
    expect(text(html)).toContain('Gleiche Betriebsgröße');
    expect(text(html)).toMatch(/61,5.*n = 14/);
    // No rank without percentile_rank; with it, one group: the line needs no group name.
    expect(html).not.toContain('figure-rank');
    const ranked: GroupIn[] = [{ ...groups[0]!, answer: answer([row('anteil_eutergesund', 61.5, 14, { rank: 50 })]) }];
    const withRank = renderToStaticMarkup(
      <ReportTable evaluationId={3} entity={{ type: 'location', id: 11 }} own={own} groups={ranked} sections={reportSections(fields, own, ranked)} caption="Betrieb" />,
    );
    expect(withRank).toContain('<li class="figure-rank" title="Gleiche Betriebsgröße: Ihr Wert ist besser als 50 % der Betriebe dieser Vergleichsgruppe" data-rank-column="0"><span aria-hidden="true">besser als 50 %</span>');
    expect(html).toContain('href="/evaluations/3/comparison-groups/location_size?location=11"');
  });
});

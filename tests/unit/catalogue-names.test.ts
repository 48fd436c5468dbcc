// The catalogue speaks the spec's names: the six dashboard figures of product rules ‹Business constants and limits› and the questionnaire
// fields of product rules ‹Report query filters› exist exactly as spelt, one name per figure; every figure says whether it is
// intensive (averaged, cow-weighted) or extensive (summed).
import { describe, expect, it } from 'vitest';
import { REPORT_FIELDS, SURVEY_QUESTIONS } from '../../src/api/catalogue/fields.ts';
import { DASHBOARD_REPORT_FIELDS } from '../../src/domain/constants.ts';

/** Product rules ‹Business constants and limits›, 'Dashboard report columns (report fields)', in the spec's order. */
const SPEC_DASHBOARD_FIELDS = [
  'anz_geprueft',
  'leistung_milch_kg_div_melk_avg',
  'fprz_pm',
  'eprz_pm',
  'leistung_zellgehalt_avg_tsd',
  'harnstoff_harnstoff_avg_ges',
];

/** Product rules ‹Report query filters›, the questionnaire field names listed and the examples, as spelt there. */
const SPEC_QUESTIONNAIRE_FIELDS = [
  'erwerbsform', 'wirtschaftsweise', 'hersteller', 'rasseschluessel', 'rasseschluessel2', 'melkstandtyp', 'melkplaetze',
  'melkfrequenz', 'melkdauer_pro_melkschicht', 'gruppengroesse_melkende', 'kuehe', 'offenstall', 'auslauf', 'laufflaechen',
  'liegeflaechen', 'einstreu', 'kalbung', 'kaelber_geburt', 'kolostrum_menge', 'traenkperiode', 'traenkperiode_dauer',
  'traenkperiode_max_tagesmenge', 'trockenstellen', 'trockenstehdauer', 'klauenbad', 'klauenpflege', 'vordippen', 'nachdippen',
  'tierarzt', 'tiergesundheit', 'rindermast', 'schweinemast', 'sauenhaltung', 'gefluegelhaltung', 'ackerbau', 'photovoltaik',
  'biogasanlage', 'überwacht_andere',
  'abkalbebox', 'automatische_tierortung', 'bcs_bestimmung', 'brunstbeobachtung_kuehe', 'inhalt_klauenbad', 'ketosekontrolle',
  'kolostrummanagement', 'kuhbuersten', 'kuhduschen', 'pansenbolus', 'pedometer', 'rationsberechnung', 'trockensteher_auslauf',
  'ventilatoren_milchviehstall', 'videoueberwachung', 'wasserversorgung',
];

/** Counts and totals that add up over sites; everything else is a rate, average, share or per-cow value. */
const EXTENSIVE = [
  'kuehe_gesamt', 'anz_geprueft', 'kuehe_trocken', 'kalbungen_anzahl', 'durchschnittskuhbestand', 'gesamtmilchmenge_t',
  'abgeschlossene_laktationen_anzahl', 'anzahl_100000_kg_kuehe', 'abgaenge_anzahl',
];

const fieldNames = new Set(REPORT_FIELDS.map((f) => f.pythonic_name));


const intensiveOf = (n: string) => REPORT_FIELDS.find((f) => f.pythonic_name === n)!.intensive;
describe('report field catalogue', () => {
  it('carries the six dashboard figures of product rules ‹Business constants and limits› under the spec names', () => {
    expect(SPEC_DASHBOARD_FIELDS.filter((n) => !fieldNames.has(n))).toEqual([]);
    expect(DASHBOARD_REPORT_FIELDS).toEqual(SPEC_DASHBOARD_FIELDS);
  });

  it('has one name per figure: the former names of the dashboard figures are gone', () => {
    expect(fieldNames.size).toBe(REPORT_FIELDS.length);
    const former = ['kuehe_gemolken', 'milch_kg_pt', 'fett_prozent_pt', 'eiweiss_prozent_pt', 'zellzahl_tsd', 'harnstoff_mg_l'];
    expect(former.filter((n) => fieldNames.has(n))).toEqual([]);
    expect(new Set(REPORT_FIELDS.map((f) => f.label)).size).toBe(REPORT_FIELDS.length);
  });

  it('describes the dashboard figures as the test-day values the spec names', () => {
    const byName = new Map(REPORT_FIELDS.map((f) => [f.pythonic_name, f]));
    const units = SPEC_DASHBOARD_FIELDS.map((n) => [byName.get(n)!.unit, byName.get(n)!.category]);
    expect(units).toEqual([
      ['Anzahl', 'Prüftagsergebnisse'],
      ['kg', 'Prüftagsergebnisse'],
      ['%', 'Prüftagsergebnisse'],
      ['%', 'Prüftagsergebnisse'],
      ['Tsd./ml', 'Eutergesundheit'],
      ['mg/l', 'Prüftagsergebnisse'],
    ]);
  });

  it('marks counts and totals extensive, every rate, average, share and per-cow value intensive', () => {
    expect(REPORT_FIELDS.every((f) => typeof f.intensive === 'boolean')).toBe(true);
    expect(REPORT_FIELDS.filter((f) => !f.intensive).map((f) => f.pythonic_name).sort()).toEqual([...EXTENSIVE].sort());
    // The rule behind the list, by unit: counts ('Anzahl'), herd size ('Kühe') and tonnes sum up.
    for (const f of REPORT_FIELDS) expect(f.intensive, `${f.pythonic_name} (${f.unit})`).toBe(!['Anzahl', 'Kühe', 't'].includes(f.unit));
    // Shares and per-cow yields in particular.
    expect(['fprz_pm', 'anteil_eutergesund', 'jahresleistung_milch_kg', 'leistung_milch_kg_div_melk_avg', 'zwischenkalbezeit_tage'].map(intensiveOf)).toEqual([
      true, true, true, true, true,
    ]);
  });
});

describe('profile questionnaire', () => {
  const questionNames = new Set(SURVEY_QUESTIONS.map((q) => q.name));

  it('contains every questionnaire field name of product rules ‹Report query filters› exactly as spelt', () => {
    expect(SPEC_QUESTIONNAIRE_FIELDS.filter((n) => !questionNames.has(n))).toEqual([]);
  });

  it("asks 'überwacht_andere' once, as a yes/no question, and no longer under the transliterated name", () => {
    const q = SURVEY_QUESTIONS.find((x) => x.name === 'überwacht_andere')!;
    expect(q).toMatchObject({ type: 'boolean', category: 'Tierüberwachung und Sensorik' });
    expect(q.text).toMatch(/überwacht\?$/);
    expect(questionNames.has('ueberwacht_andere')).toBe(false);
    expect(questionNames.size).toBe(SURVEY_QUESTIONS.length);
  });
});

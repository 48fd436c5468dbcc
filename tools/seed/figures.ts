// The value model behind the demo reports. For figure f of site s in the month k months before the
// anchor:
//
//   x = mean_f·mul_f(s) + add_f(s)                          herd effects (breed, organic, robot, …)
//     + sd_f·√(1−b_f²)·z_f(s)                               persistent site level, correlated through
//                                                           latent herd factors (production, udder
//                                                           health, fertility, longevity, …)
//     + sd_f·b_f·noise(s)·ε                                 month noise (smaller for rolling annual,
//                                                           lifetime and genetic figures)
//     + season_f(calendar month) − trend_f·k/12
//
// then derived figures are computed from their parts (fat kg = milk × fat %, ECM, FEQ, cow counts,
// exit-reason shares summing to 100 %, …), availability applied (genetic indices only for the breeds
// they are estimated for, optional programmes), everything clamped to [min, max] and rounded to the
// figure's precision. About 1 % of the values are missing (NaN).
import { FIELD_COUNT, FIELD_INDEX, REPORT_FIELDS } from '../../src/api/catalogue/fields.ts';
import { EAST, SOUTH, breedGroup, hasPasture, isAms, type HerdDrivers } from './profile.ts';
import type { Rng } from './random.ts';

const F = FIELD_COUNT;
const ix = (name: string): number => {
  const i = FIELD_INDEX.get(name);
  if (i === undefined) throw new Error(`figure model: unknown figure ${name}`);
  return i;
};
const ixs = (...names: string[]) => names.map(ix);

// ---- static per-figure parameters ---------------------------------------------------------------

const MEAN = Float64Array.from(REPORT_FIELDS, (f) => f.mean);
const SD = Float64Array.from(REPORT_FIELDS, (f) => f.sd);
const MIN = Float64Array.from(REPORT_FIELDS, (f) => f.min);
const MAX = Float64Array.from(REPORT_FIELDS, (f) => f.max);
const SCALE = Float64Array.from(REPORT_FIELDS, (f) => 10 ** (f.precision ?? 2));

const MONTH_NOISE: Record<string, number> = {
  Prüftagsergebnisse: 0.35,
  Eutergesundheit: 0.35,
  Fruchtbarkeit: 0.25,
  'Schwer- und Totgeburten': 0.4,
  Jahresleistung: 0.07,
  Laktationsleistung: 0.12,
  Lebensleistung: 0.06,
  'Genetisches Niveau': 0.04,
  Abgangsursachen: 0.3,
};
const NOISE = Float64Array.from(REPORT_FIELDS, (f) => MONTH_NOISE[f.category] ?? 0.25);

const FACTORS = ['P', 'U', 'F', 'C', 'L', 'M', 'G'] as const;
type Factor = (typeof FACTORS)[number];
const LOADINGS: Record<Factor, Record<string, number>> = {
  // Production level.
  P: {
    leistung_milch_kg_div_melk_avg: 0.93, milch_kg_erstlaktierende_pt: 0.85, milch_kg_fruehlaktation_pt: 0.85, jahresleistung_milch_kg: 0.95,
    milch_kg_je_melktag: 0.93, milch_kg_305: 0.95, milch_kg_305_erstlaktation: 0.8, milch_kg_305_zweite_laktation: 0.85,
    milch_kg_305_ab_dritte_laktation: 0.85, fett_eiweiss_kg_305_erstlaktation: 0.75, milch_kg_100_tage: 0.8, einsatzleistung_kg: 0.75,
    hoechstleistung_kg: 0.8, lebensleistung_abgegangene_kuehe_kg: 0.5, lebensleistung_lebende_kuehe_kg: 0.5,
    lebensleistung_fett_eiweiss_kg: 0.5, lebenseffektivitaet_kg: 0.6, nutzungstagsleistung_kg: 0.75, lebenseffektivitaet_lebende_kuehe: 0.6,
    persistenz_prozent: 0.3, minutengemelk_kg: 0.3, leistungsentwicklung_vorjahr_kg: 0.15, anteil_kuehe_ueber_50000_kg: 0.35,
  },
  // Udder health (positive = worse).
  U: {
    leistung_zellgehalt_avg_tsd: 0.85, zellzahl_geometrisch_tsd: 0.85, anteil_eutergesund: -0.85, anteil_zellzahl_ueber_200: 0.85,
    anteil_zellzahl_ueber_400: 0.75, anteil_zellzahl_ueber_1000: 0.6, neuinfektionsrate_laktation: 0.65, heilungsrate_laktation: -0.5,
    neuinfektionsrate_trockenperiode: 0.5, heilungsrate_trockenperiode: -0.4, erstlaktierenden_mastitisrate: 0.5,
    anteil_chronisch_euterkrank: 0.75, anteil_schlechte_heilungsaussichten: 0.6, zellzahl_erstlaktierende_tsd: 0.6,
    anteil_laktose_unter_4_6: 0.5, klinische_mastitisinzidenz: 0.45, jahresleistung_zellzahl_tsd: 0.9, laktose_prozent_pt: -0.45,
    jahresleistung_laktose_prozent: -0.45, abgang_euterkrankheiten: 0.4,
  },
  // Fertility problems (positive = worse).
  F: {
    zwischenkalbezeit_tage: 0.85, rastzeit_tage: 0.35, guestzeit_tage: 0.85, verzoegerungszeit_tage: 0.7, besamungsindex_kuehe: 0.7,
    besamungsindex_faersen: 0.35, nrr90_kuehe: -0.6, nrr90_faersen: -0.3, erstbesamungserfolg: -0.6, anteil_kuehe_zkz_ueber_450: 0.7,
    anteil_ohne_besamung_ueber_100_tage: 0.6, brunstnutzungsrate: -0.6, traechtigkeitsrate_21_tage: -0.7, anteil_tragende_kuehe: -0.5,
    kalbungen_je_kuh_jahr: -0.6, abgang_unfruchtbarkeit: 0.4, anteil_kuehe_ueber_305_tage: 0.55, laktationsdauer_tage: 0.6,
    laktationstage_durchschnitt: 0.5, trockenstehdauer_tage: 0.2,
  },
  // Calving problems (positive = worse).
  C: {
    totgeburtenrate_gesamt: 0.75, totgeburtenrate_erstlaktierende: 0.65, totgeburtenrate_mehrkalbskuehe: 0.65,
    schwergeburtenrate_gesamt: 0.75, schwergeburtenrate_erstlaktierende: 0.65, schwergeburtenrate_mehrkalbskuehe: 0.65,
    anteil_leichtgeburten: -0.65, anteil_kaiserschnitte: 0.35, fruehe_kaelberverluste_erstlaktierende: 0.5,
    fruehe_kaelberverluste_mehrkalbskuehe: 0.5, kaelberverluste_tag_8_28: 0.3, aufzuchtverluste_tag_29_180: 0.3, kaelberverluste_gesamt: 0.6,
  },
  // Longevity (positive = better).
  L: {
    nutzungsdauer_monate: 0.85, nutzungsdauer_laktationen: 0.85, abgangsalter_monate: 0.75, anteil_kuehe_ab_4_laktation: 0.75,
    anteil_kuehe_ueber_50000_kg: 0.6, durchschnittsalter_kuehe_monate: 0.75, durchschnittliche_laktationsnummer: 0.75,
    anteil_erstlaktierende: -0.6, abgangsrate: -0.7, remontierungsrate: -0.6, lebensleistung_abgegangene_kuehe_kg: 0.6,
    lebensleistung_lebende_kuehe_kg: 0.45, lebensleistung_fett_eiweiss_kg: 0.6, lebenseffektivitaet_kg: 0.4, mortalitaet_kuehe: -0.3,
    abgaenge_unter_100_laktationstagen: -0.4, anteil_abgaenge_erstlaktation: -0.4,
  },
  // Metabolic problems (positive = worse).
  M: {
    anteil_feq_ueber_1_5_fruehlaktation: 0.6, anteil_feq_ueber_1_5_gesamt: 0.6, anteil_feq_unter_1_0_fruehlaktation: 0.4,
    anteil_feq_unter_1_0_gesamt: 0.4, anteil_ketoserisiko_mir: 0.65, abgang_stoffwechselkrankheiten: 0.4,
    anteil_eiweiss_unter_3_2_fruehlaktation: 0.5, anteil_kuehe_mit_lmu: 0.3,
  },
  // Genetic level (positive = better).
  G: {
    rzg: 0.85, rz_euro: 0.85, rzm: 0.7, rze: 0.5, rzs: 0.4, rzn: 0.6, rzr: 0.4, rzkm: 0.3, rzgesund: 0.5, rzkaelberfit: 0.3,
    rzrobot: 0.3, zw_milch_kg: 0.6, gzw: 0.85, mw: 0.7, fw: 0.3, fit: 0.5, anteil_genotypisierte_tiere: 0.4,
    anteil_besamungen_gesextes_sperma: 0.35,
  },
};

/** LOAD[f * 7 + k]: loading of figure f on factor k; RESID[f]: √(1 − Σ loading²). */
const LOAD = new Float64Array(F * FACTORS.length);
const RESID = new Float64Array(F).fill(1);
FACTORS.forEach((factor, k) => {
  for (const [name, l] of Object.entries(LOADINGS[factor])) LOAD[ix(name) * FACTORS.length + k] = l;
});
for (let f = 0; f < F; f++) {
  let s = 0;
  for (let k = 0; k < FACTORS.length; k++) s += LOAD[f * FACTORS.length + k]! ** 2;
  RESID[f] = Math.sqrt(Math.max(0.05, 1 - s));
}

// Seasonality: amplitude (absolute, or relative to the site mean when rel) and the peak month (0 = Jan).
const SEASON: [string, number, number, boolean][] = [
  ['leistung_milch_kg_div_melk_avg', 0.045, 3, true],
  ['milch_kg_erstlaktierende_pt', 0.04, 3, true],
  ['milch_kg_fruehlaktation_pt', 0.04, 3, true],
  ['milch_kg_je_melktag', 0.04, 3, true],
  ['fprz_pm', 0.1, 0, false],
  ['eprz_pm', 0.07, 11, false],
  ['laktose_prozent_pt', 0.03, 1, false],
  ['leistung_zellgehalt_avg_tsd', 0.1, 7, true],
  ['zellzahl_geometrisch_tsd', 0.1, 7, true],
  ['zellzahl_erstlaktierende_tsd', 0.1, 7, true],
  ['anteil_eutergesund', 3, 1, false],
  ['anteil_zellzahl_ueber_200', 2, 7, false],
  ['anteil_zellzahl_ueber_400', 1.2, 7, false],
  ['harnstoff_harnstoff_avg_ges', 15, 5, false],
  ['anteil_harnstoff_ueber_300', 3, 5, false],
  ['anteil_harnstoff_unter_150', 3, 0, false],
  ['nrr90_kuehe', 3, 1, false],
  ['erstbesamungserfolg', 3, 1, false],
  ['traechtigkeitsrate_21_tage', 1.5, 1, false],
];
const SEASON_AMP = new Float64Array(F);
const SEASON_REL = new Uint8Array(F);
const SEASON_PEAK = new Int8Array(F);
for (const [name, amp, peak, rel] of SEASON) {
  const f = ix(name);
  SEASON_AMP[f] = amp;
  SEASON_PEAK[f] = peak;
  SEASON_REL[f] = rel ? 1 : 0;
}
/** COS[(peak) * 12 + month] = cos(2π (month − peak) / 12). */
const COS = new Float64Array(144);
for (let p = 0; p < 12; p++) for (let m = 0; m < 12; m++) COS[p * 12 + m] = Math.cos((2 * Math.PI * (m - p)) / 12);
const PASTURE_SEASON = new Set(ixs('harnstoff_harnstoff_avg_ges', 'anteil_harnstoff_ueber_300', 'anteil_harnstoff_unter_150', 'fprz_pm'));

// Trend per year, absolute (values k months before the anchor are lower by trend·k/12).
const TREND = new Float64Array(F);
for (const [name, t] of Object.entries({
  rzg: 1.5, rzm: 1.2, rz_euro: 45, rzgesund: 0.8, rze: 0.5, rzn: 0.5, gzw: 1.0, mw: 0.8, fit: 0.6, zw_milch_kg: 50,
  anteil_genotypisierte_tiere: 3, anteil_besamungen_gesextes_sperma: 2, inzuchtkoeffizient: 0.08,
})) TREND[ix(name)] = t;
/** Relative trend of yield figures per year. */
const YIELD_TREND = 0.012;

// ---- figure groups -------------------------------------------------------------------------------

const YIELD = ixs(
  'leistung_milch_kg_div_melk_avg', 'milch_kg_erstlaktierende_pt', 'milch_kg_fruehlaktation_pt', 'jahresleistung_milch_kg', 'milch_kg_je_melktag',
  'milch_kg_305', 'milch_kg_305_erstlaktation', 'milch_kg_305_zweite_laktation', 'milch_kg_305_ab_dritte_laktation',
  'fett_eiweiss_kg_305_erstlaktation', 'milch_kg_100_tage', 'einsatzleistung_kg', 'hoechstleistung_kg',
  'lebensleistung_abgegangene_kuehe_kg', 'lebensleistung_lebende_kuehe_kg', 'lebensleistung_fett_eiweiss_kg', 'lebenseffektivitaet_kg',
  'nutzungstagsleistung_kg', 'lebenseffektivitaet_lebende_kuehe',
);
const IS_YIELD = new Uint8Array(F);
for (const f of YIELD) IS_YIELD[f] = 1;
const FAT_PCT = ixs('fprz_pm', 'jahresleistung_fett_prozent', 'fett_prozent_305');
const PROT_PCT = ixs('eprz_pm', 'jahresleistung_eiweiss_prozent', 'eiweiss_prozent_305');
const CELLS = ixs('leistung_zellgehalt_avg_tsd', 'zellzahl_geometrisch_tsd', 'zellzahl_erstlaktierende_tsd', 'jahresleistung_zellzahl_tsd');
const UDDER_BAD = ixs('anteil_zellzahl_ueber_200', 'anteil_zellzahl_ueber_400', 'anteil_zellzahl_ueber_1000', 'anteil_chronisch_euterkrank', 'neuinfektionsrate_laktation');
const UREA = ixs('harnstoff_harnstoff_avg_ges', 'jahresleistung_harnstoff_mg_l');
const STILL = ixs('totgeburtenrate_gesamt', 'totgeburtenrate_erstlaktierende', 'totgeburtenrate_mehrkalbskuehe');
const DIFFICULT = ixs('schwergeburtenrate_gesamt', 'schwergeburtenrate_erstlaktierende', 'schwergeburtenrate_mehrkalbskuehe');
const FIRST_AGE = ixs('erstkalbealter_monate', 'erstbesamungsalter_faersen_monate', 'konzeptionsalter_faersen_monate');
/** vit (Holstein, Red Holstein, Jersey, crosses) breeding values. */
const VIT_ONLY = ixs('rzg', 'rz_euro', 'rzm', 'rze', 'rzs', 'rzn', 'rzr', 'rzkm', 'rzgesund', 'rzkaelberfit', 'rzrobot');
/** German-Austrian dual-purpose breeding values (Fleckvieh, Braunvieh, local breeds). */
const DUAL_ONLY = ixs('gzw', 'mw', 'fw', 'fit');
const EXIT_REASONS = ixs(
  'abgang_verkauf_zur_zucht', 'abgang_alter', 'abgang_geringe_leistung', 'abgang_unfruchtbarkeit', 'abgang_sonstige_krankheiten',
  'abgang_euterkrankheiten', 'abgang_melkbarkeit', 'abgang_klauen_gliedmassen', 'abgang_sonstige_gruende', 'abgang_stoffwechselkrankheiten',
);

const I = {
  kuehe_gesamt: ix('kuehe_gesamt'), anz_geprueft: ix('anz_geprueft'), kuehe_trocken: ix('kuehe_trocken'),
  anteil_trockensteher: ix('anteil_trockensteher'), leistung_milch_kg_div_melk_avg: ix('leistung_milch_kg_div_melk_avg'), fprz_pm: ix('fprz_pm'),
  eprz_pm: ix('eprz_pm'), fett_kg_pt: ix('fett_kg_pt'), eiweiss_kg_pt: ix('eiweiss_kg_pt'),
  fett_eiweiss_kg_pt: ix('fett_eiweiss_kg_pt'), ecm_kg_pt: ix('ecm_kg_pt'), fett_eiweiss_quotient: ix('fett_eiweiss_quotient'),
  jl_milch: ix('jahresleistung_milch_kg'), jl_fett_p: ix('jahresleistung_fett_prozent'), jl_eiweiss_p: ix('jahresleistung_eiweiss_prozent'),
  jl_fett_kg: ix('jahresleistung_fett_kg'), jl_eiweiss_kg: ix('jahresleistung_eiweiss_kg'), jl_fe_kg: ix('jahresleistung_fett_eiweiss_kg'),
  jl_ecm: ix('jahresleistung_ecm_kg'), jl_feq: ix('jahresleistung_fett_eiweiss_quotient'),
  m305: ix('milch_kg_305'), f305: ix('fett_prozent_305'), e305: ix('eiweiss_prozent_305'), fkg305: ix('fett_kg_305'),
  ekg305: ix('eiweiss_kg_305'), fekg305: ix('fett_eiweiss_kg_305'), ecm305: ix('ecm_kg_305'),
  durchschnittskuhbestand: ix('durchschnittskuhbestand'), gesamtmilchmenge_t: ix('gesamtmilchmenge_t'),
  milch_kg_je_futtertag: ix('milch_kg_je_futtertag'), milch_kg_je_melktag: ix('milch_kg_je_melktag'), anteil_melktage: ix('anteil_melktage'),
  kalbungen_anzahl: ix('kalbungen_anzahl'), kalbungen_je_kuh_jahr: ix('kalbungen_je_kuh_jahr'), abgaenge_anzahl: ix('abgaenge_anzahl'),
  abgangsrate: ix('abgangsrate'), abgeschlossene_laktationen_anzahl: ix('abgeschlossene_laktationen_anzahl'),
  anzahl_100000_kg_kuehe: ix('anzahl_100000_kg_kuehe'), anteil_herdbuchkuehe: ix('anteil_herdbuchkuehe'),
  anteil_genotypisierte_tiere: ix('anteil_genotypisierte_tiere'), inzuchtkoeffizient: ix('inzuchtkoeffizient'),
  minutengemelk_kg: ix('minutengemelk_kg'), anteil_ketoserisiko_mir: ix('anteil_ketoserisiko_mir'),
  klinische_mastitisinzidenz: ix('klinische_mastitisinzidenz'),
};

// ---- per-site model ------------------------------------------------------------------------------

/** What a site's figures depend on: its herd's profile drivers and its own cow count. */
export interface SiteTraits extends HerdDrivers {
  /** Cows of this site (not of the whole location). */
  siteCows: number;
}

/** The persistent part of one site's figures, ready to draw monthly values from. */
export class SiteModel {
  /** Site level per figure (before season and trend). */
  readonly center = new Float64Array(F);
  /** Month-noise sd per figure. */
  readonly noise = new Float64Array(F);
  /** Seasonal amplitude per figure (absolute). */
  readonly season = new Float64Array(F);
  /** Absolute trend per year. */
  readonly trend = new Float64Array(F);
  /** 1 when the figure exists for this herd. */
  readonly available = new Uint8Array(F).fill(1);
  readonly cows: number;
  readonly hundredK: number;

  constructor(rng: Rng, t: SiteTraits) {
    const mul = new Float64Array(F).fill(1);
    const add = new Float64Array(F);
    const sdMul = new Float64Array(F).fill(1);
    const factor = new Float64Array(FACTORS.length);
    for (let k = 0; k < FACTORS.length; k++) factor[k] = rng.normal();

    const m = (idx: number[], v: number) => idx.forEach((f) => (mul[f] = mul[f]! * v));
    const a = (idx: number[], v: number) => idx.forEach((f) => (add[f] = add[f]! + v));
    const mn = (name: string, v: number) => m([ix(name)], v);
    const an = (name: string, v: number) => a([ix(name)], v);

    const group = breedGroup(t.breed);
    const ams = isAms(t.parlour);
    const tie = t.housing === 'ANBINDEHALTUNG';
    const pasture = hasPasture(t.pasture);
    const size = Math.max(-3, Math.min(3.5, Math.log2(t.siteCows / 80)));

    // Breed.
    switch (group) {
      case 'HOL':
        m(YIELD, 1.08);
        break;
      case 'FV':
        m(YIELD, 0.86); a(FAT_PCT, 0.08); a(PROT_PCT, 0.12); an('zwischenkalbezeit_tage', -14); an('guestzeit_tage', -8);
        a(FIRST_AGE, 2.3); m(STILL, 0.6); m(DIFFICULT, 0.85); mn('inzuchtkoeffizient', 0.45); an('nutzungsdauer_monate', 2);
        an('abgangsalter_monate', 2); an('nrr90_kuehe', 4); mn('anteil_kuehe_ueber_50000_kg', 0.75); m(CELLS, 0.92);
        an('minutengemelk_kg', -0.25); mn('anteil_eiweiss_unter_3_2_fruehlaktation', 0.5); mn('anteil_besamungen_fleischrasse', 0.6);
        break;
      case 'BV':
        m(YIELD, 0.9); a(FAT_PCT, 0.05); a(PROT_PCT, 0.15); an('nutzungsdauer_monate', 8); an('abgangsalter_monate', 10);
        an('durchschnittsalter_kuehe_monate', 5); an('anteil_kuehe_ab_4_laktation', 6); mn('lebensleistung_abgegangene_kuehe_kg', 1.1);
        m(STILL, 0.8); a(FIRST_AGE, 2.5); mn('inzuchtkoeffizient', 0.9); an('zwischenkalbezeit_tage', 5); an('minutengemelk_kg', -0.3);
        mn('anteil_eiweiss_unter_3_2_fruehlaktation', 0.5);
        break;
      case 'JER':
        m(YIELD, 0.7); a(FAT_PCT, 1.45); a(PROT_PCT, 0.6); a(FIRST_AGE, -2); m(STILL, 0.4); m(DIFFICULT, 0.3);
        mn('anteil_eiweiss_unter_3_2_fruehlaktation', 0.2);
        break;
      case 'RED':
        m(YIELD, 0.9); a(FAT_PCT, 0.3); a(PROT_PCT, 0.1);
        break;
      case 'LOCAL':
        m(YIELD, 0.72); a(PROT_PCT, 0.05); an('nutzungsdauer_monate', 8); a(FIRST_AGE, 3); mn('inzuchtkoeffizient', 0.7);
        break;
      case 'CROSS':
        m(YIELD, 0.9); a(FAT_PCT, 0.1); a(PROT_PCT, 0.05); an('zwischenkalbezeit_tage', -8); an('nutzungsdauer_monate', 4);
        m(STILL, 0.8); an('nrr90_kuehe', 3); mn('inzuchtkoeffizient', 0.6);
        break;
    }
    // Organic.
    if (t.organic) {
      m(YIELD, 0.8); a(PROT_PCT, -0.06); a(FAT_PCT, -0.02); a(UREA, -15); m(CELLS, 1.12); m(UDDER_BAD, 1.1);
      an('nutzungsdauer_monate', 4); an('remontierungsrate', -3); an('abgangsrate', -3); mn('anteil_besamungen_gesextes_sperma', 0.3);
      mn('anteil_besamungen_fleischrasse', 0.8); a(FIRST_AGE, 1); mn('anteil_feq_unter_1_0_gesamt', 0.7);
      mn('anteil_feq_unter_1_0_fruehlaktation', 0.7); an('heilungsrate_trockenperiode', -5);
    }
    // Milking system and housing.
    if (ams) {
      m(YIELD, 1.06); m(CELLS, 1.08); mn('anteil_kuehe_mit_lmu', 0.8); an('anteil_eutergesund', -2);
    }
    if (tie) {
      m(YIELD, 0.9); m(CELLS, 1.12); an('nutzungsdauer_monate', 3); mn('abgang_klauen_gliedmassen', 0.7);
      mn('anteil_kuehe_mit_lmu', 1.3); an('zwischenkalbezeit_tage', 5); an('brunstnutzungsrate', -5);
    }
    if (pasture) {
      m(YIELD, 0.96); mn('abgang_klauen_gliedmassen', 0.85);
    }
    // Herd size and region.
    m(YIELD, 1 + 0.025 * size);
    an('abgangsrate', 1.2 * size); an('remontierungsrate', 1.2 * size); an('nutzungsdauer_monate', -1.2 * size);
    mn('mortalitaet_kuehe', 1 + 0.08 * size); an('kaelberverluste_gesamt', 0.8 * size);
    an('anteil_genotypisierte_tiere', 3 * size); an('anteil_besamungen_gesextes_sperma', 4 * size);
    if (EAST.has(t.region)) m(YIELD, 1.03);
    if (SOUTH.has(t.region)) m(CELLS, 0.92);
    // Herd book, dry-off, sensors.
    if (t.herdbook) {
      factor[6] = factor[6]! + 0.5;
      add[I.anteil_herdbuchkuehe] = 90 - MEAN[I.anteil_herdbuchkuehe]!;
      sdMul[I.anteil_herdbuchkuehe] = 0.3;
      mn('anteil_genotypisierte_tiere', 1.4);
    } else {
      add[I.anteil_herdbuchkuehe] = 15 - MEAN[I.anteil_herdbuchkuehe]!;
      sdMul[I.anteil_herdbuchkuehe] = 0.5;
      mn('anteil_genotypisierte_tiere', 0.3);
    }
    if (t.dryOff === 'OHNE_BEHANDLUNG') {
      an('neuinfektionsrate_trockenperiode', 5); an('heilungsrate_trockenperiode', -10);
    } else if (t.dryOff === 'ZITZENVERSIEGLER') an('neuinfektionsrate_trockenperiode', -2);
    else if (t.dryOff.startsWith('SELEKTIV')) an('neuinfektionsrate_trockenperiode', 1);
    else an('heilungsrate_trockenperiode', 5);
    if (t.sensors) {
      an('brunstnutzungsrate', 5); an('traechtigkeitsrate_21_tage', 1.5); an('rastzeit_tage', -3); an('verzoegerungszeit_tage', -3);
    }

    // Availability.
    const vit = group === 'HOL' || group === 'RED' || group === 'JER' || (group === 'CROSS' && rng.chance(0.5));
    const dual = group === 'FV' || group === 'BV' || group === 'LOCAL';
    for (const f of VIT_ONLY) this.available[f] = vit ? 1 : 0;
    for (const f of DUAL_ONLY) this.available[f] = dual ? 1 : 0;
    this.available[I.minutengemelk_kg] = !ams && rng.chance(SOUTH.has(t.region) ? 0.6 : 0.1) ? 1 : 0;
    this.available[I.anteil_ketoserisiko_mir] = rng.chance(0.45) ? 1 : 0;
    this.available[I.klinische_mastitisinzidenz] = rng.chance(0.3) ? 1 : 0;

    // Small herds fluctuate more from month to month.
    const noiseScale = Math.min(2.5, Math.max(0.7, Math.sqrt(80 / t.siteCows)));
    for (let f = 0; f < F; f++) {
      let z = RESID[f]! * rng.normal();
      for (let k = 0; k < FACTORS.length; k++) z += LOAD[f * FACTORS.length + k]! * factor[k]!;
      const b = NOISE[f]!;
      const sd = SD[f]! * sdMul[f]!;
      const mean = MEAN[f]! * mul[f]! + add[f]!;
      this.center[f] = mean + sd * Math.sqrt(1 - b * b) * z;
      this.noise[f] = sd * b * noiseScale;
      let amp = SEASON_REL[f] ? SEASON_AMP[f]! * Math.abs(this.center[f]!) : SEASON_AMP[f]!;
      if (pasture && PASTURE_SEASON.has(f)) amp *= f === I.fprz_pm ? 1.5 : 3;
      this.season[f] = amp;
      this.trend[f] = IS_YIELD[f] ? YIELD_TREND * this.center[f]! : TREND[f]!;
    }
    this.cows = t.siteCows;
    // Cows with 100,000 kg lifetime yield: rare, more in big, long-lived, high-yielding herds.
    this.hundredK = Math.max(0, (t.siteCows / 105) * 0.5 * Math.exp(0.6 * factor[4]! + 0.4 * factor[0]!));
  }

  /**
   * The values of one test day into `out` (NaN for unavailable figures), unrounded and unclamped
   * except where derived figures need their parts' final range.
   * @param monthsBefore months between the test day's month and the anchor month (≥ 1)
   * @param calendarMonth 0 = January
   */
  draw(rng: Rng, monthsBefore: number, calendarMonth: number, out: Float64Array): void {
    const years = monthsBefore / 12;
    for (let f = 0; f < F; f++) {
      if (!this.available[f]) {
        out[f] = NaN;
        continue;
      }
      let x = this.center[f]! + this.noise[f]! * rng.normal() - this.trend[f]! * years;
      const amp = this.season[f]!;
      if (amp !== 0) x += amp * COS[SEASON_PEAK[f]! * 12 + calendarMonth]!;
      out[f] = x < MIN[f]! ? MIN[f]! : x > MAX[f]! ? MAX[f]! : x;
    }

    // Exit reasons: shares of all exits, summing to 100 %.
    let sum = 0;
    for (const f of EXIT_REASONS) sum += out[f]!;
    if (sum > 0) for (const f of EXIT_REASONS) out[f] = (out[f]! * 100) / sum;

    // Herd counts from the site's cows.
    const cows = Math.max(3, this.cows * (1 + 0.025 * rng.normal()));
    out[I.kuehe_gesamt] = Math.round(cows);
    const dry = Math.round((out[I.kuehe_gesamt]! * out[I.anteil_trockensteher]!) / 100);
    out[I.kuehe_trocken] = dry;
    out[I.anz_geprueft] = out[I.kuehe_gesamt]! - dry;
    const avgCows = this.cows * (1 + 0.015 * rng.normal());
    out[I.durchschnittskuhbestand] = avgCows;
    out[I.gesamtmilchmenge_t] = (avgCows * out[I.jl_milch]!) / 1000;
    out[I.kalbungen_anzahl] = Math.round(avgCows * out[I.kalbungen_je_kuh_jahr]!);
    out[I.abgeschlossene_laktationen_anzahl] = Math.round(avgCows * out[I.kalbungen_je_kuh_jahr]! * 0.95);
    out[I.abgaenge_anzahl] = Math.round((avgCows * out[I.abgangsrate]!) / 100);
    out[I.anzahl_100000_kg_kuehe] = Math.max(0, Math.round(this.hundredK + 0.3 * rng.normal()));

    // Components from milk and contents.
    const solids = (milk: number, fat: number, prot: number, iFat: number, iProt: number, iSum: number, iEcm: number) => {
      const fatKg = (milk * fat) / 100;
      const protKg = (milk * prot) / 100;
      out[iFat] = fatKg;
      out[iProt] = protKg;
      out[iSum] = fatKg + protKg;
      out[iEcm] = (milk * (0.383 * fat + 0.242 * prot + 0.7832)) / 3.1403;
    };
    solids(out[I.leistung_milch_kg_div_melk_avg]!, out[I.fprz_pm]!, out[I.eprz_pm]!, I.fett_kg_pt, I.eiweiss_kg_pt, I.fett_eiweiss_kg_pt, I.ecm_kg_pt);
    out[I.fett_eiweiss_quotient] = out[I.fprz_pm]! / out[I.eprz_pm]!;
    solids(out[I.jl_milch]!, out[I.jl_fett_p]!, out[I.jl_eiweiss_p]!, I.jl_fett_kg, I.jl_eiweiss_kg, I.jl_fe_kg, I.jl_ecm);
    out[I.jl_feq] = out[I.jl_fett_p]! / out[I.jl_eiweiss_p]!;
    solids(out[I.m305]!, out[I.f305]!, out[I.e305]!, I.fkg305, I.ekg305, I.fekg305, I.ecm305);
    out[I.milch_kg_je_futtertag] = (out[I.milch_kg_je_melktag]! * out[I.anteil_melktage]!) / 100;
  }
}

/** Rounds to the figure's precision and clamps to its range; NaN stays NaN. */
export function finalValue(f: number, x: number): number {
  if (Number.isNaN(x)) return x;
  const clamped = x < MIN[f]! ? MIN[f]! : x > MAX[f]! ? MAX[f]! : x;
  const s = SCALE[f]!;
  const r = Math.round(clamped * s) / s;
  return r === 0 ? 0 : r; // no "-0"
}

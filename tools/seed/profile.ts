// Farm profiles (Betriebsprofil) drawn from the questionnaire's marginal shares plus the dependencies
// a real farm has (shared/reference/README.md): tie stall ⇒ pipeline milking and no walking or
// lying-area answers; robot milking ⇒ free cow traffic and no milking-shift duration; no claw bath ⇔
// claw-bath content 'none'; organic ⇒ mostly pasture, more dual-purpose breeds, more in the south;
// herd size by region. A few "driver" answers are drawn first (HerdDrivers, also used for the herd
// effects on the figures); every other answer is drawn conditioned on them.
import { SURVEY_QUESTIONS, optionKeys } from '../../src/api/catalogue/fields.ts';
import type { Rng } from './random.ts';

export type Answer = string | boolean;
export type Answers = Record<string, Answer | null>;

export type BreedGroup = 'HOL' | 'FV' | 'BV' | 'JER' | 'RED' | 'LOCAL' | 'CROSS';

/** The answers that drive the rest of the profile and the herd effects on the figures. */
export interface HerdDrivers {
  region: string;
  organic: boolean;
  cows: number;
  breed: string;
  housing: string;
  parlour: string;
  pasture: string;
  herdbook: boolean;
  dryOff: string;
  sensors: boolean;
}

export const SOUTH = new Set(['BY', 'BW', 'AT']);
export const EAST = new Set(['BB', 'MV', 'SN', 'ST', 'TH']);
const NORTH = new Set(['NI', 'SH', 'NW', 'MV', 'BB', 'ST']);

/** Region shares of the questionnaire (percent), without the empty 'SONSTIGE'. */
export const REGION_WEIGHTS: Record<string, number> = (() => {
  const q = SURVEY_QUESTIONS.find((x) => x.name === 'bundesland')!;
  return Object.fromEntries(Object.entries(q.shares).filter(([, w]) => w > 0));
})();

/** Median herd size (cows per recorded farm) by region. */
const HERD_MEDIAN: Record<string, number> = {
  BY: 48, BW: 62, AT: 22, HE: 68, RP: 80, SL: 85, NW: 100, NI: 115, SH: 125,
  TH: 280, SN: 260, ST: 300, MV: 380, BB: 400, SONSTIGE: 80,
};

const ORGANIC_SHARE: Record<string, number> = {
  BY: 0.11, BW: 0.13, AT: 0.22, HE: 0.12, RP: 0.08, SL: 0.1, NW: 0.06, NI: 0.05, SH: 0.06,
  MV: 0.08, BB: 0.09, SN: 0.06, ST: 0.05, TH: 0.06, SONSTIGE: 0.08,
};

export function breedGroup(breed: string): BreedGroup {
  switch (breed) {
    case 'N01_HOLSTEIN_SBT':
    case 'N02_HOLSTEIN_RBT':
      return 'HOL';
    case 'N11_FLECKVIEH_MILCH':
    case 'N15_MONTBELIARDE':
      return 'FV';
    case 'N04_BRAUNVIEH':
    case 'N12_ORIGINAL_BRAUNVIEH':
      return 'BV';
    case 'N03_JERSEY':
      return 'JER';
    case 'N05_ANGLER':
    case 'N06_ROTBUNT_DN':
    case 'N07_DSN':
    case 'N16_SKANDINAVISCHES_ROTVIEH':
      return 'RED';
    case 'N08_VORDERWAELDER':
    case 'N09_HINTERWAELDER':
    case 'N10_GELBVIEH':
    case 'N13_PINZGAUER':
    case 'N14_MURNAU_WERDENFELSER':
      return 'LOCAL';
    default:
      return 'CROSS';
  }
}

function breedWeights(region: string, organic: boolean): Record<string, number> {
  let w: Record<string, number>;
  if (region === 'BY') {
    w = { N11_FLECKVIEH_MILCH: 72, N04_BRAUNVIEH: 10, N01_HOLSTEIN_SBT: 12, N02_HOLSTEIN_RBT: 2, N13_PINZGAUER: 0.5, N10_GELBVIEH: 0.3, N14_MURNAU_WERDENFELSER: 0.2, N17_KREUZUNG_MILCH: 2, N18_KREUZUNG_MILCH_FLEISCH: 0.5, N03_JERSEY: 0.2, N12_ORIGINAL_BRAUNVIEH: 0.2, SONSTIGE: 0.3 };
  } else if (region === 'BW') {
    w = { N11_FLECKVIEH_MILCH: 48, N01_HOLSTEIN_SBT: 24, N02_HOLSTEIN_RBT: 4, N04_BRAUNVIEH: 12, N08_VORDERWAELDER: 4, N09_HINTERWAELDER: 1.5, N15_MONTBELIARDE: 1, N17_KREUZUNG_MILCH: 3, N03_JERSEY: 0.5, SONSTIGE: 1 };
  } else if (region === 'AT') {
    w = { N11_FLECKVIEH_MILCH: 75, N04_BRAUNVIEH: 14, N13_PINZGAUER: 4, N01_HOLSTEIN_SBT: 4, N17_KREUZUNG_MILCH: 2, SONSTIGE: 1 };
  } else if (NORTH.has(region)) {
    w = { N01_HOLSTEIN_SBT: 76, N02_HOLSTEIN_RBT: 12, N03_JERSEY: 1.5, N05_ANGLER: region === 'SH' ? 6 : 0.5, N06_ROTBUNT_DN: 2, N07_DSN: 0.5, N16_SKANDINAVISCHES_ROTVIEH: 0.7, N17_KREUZUNG_MILCH: 3, N11_FLECKVIEH_MILCH: 1, N18_KREUZUNG_MILCH_FLEISCH: 0.7, SONSTIGE: 0.8 };
  } else {
    w = { N01_HOLSTEIN_SBT: 60, N02_HOLSTEIN_RBT: 10, N11_FLECKVIEH_MILCH: 20, N04_BRAUNVIEH: 2, N17_KREUZUNG_MILCH: 4, N03_JERSEY: 1, N06_ROTBUNT_DN: 1, N16_SKANDINAVISCHES_ROTVIEH: 0.5, SONSTIGE: 2 };
  }
  if (organic) {
    const factor: Record<BreedGroup, number> = { HOL: 0.55, FV: 1.6, BV: 1.6, LOCAL: 1.8, CROSS: 1.8, JER: 1.5, RED: 1.6 };
    for (const k of Object.keys(w)) w[k] = w[k]! * factor[breedGroup(k)];
  }
  return w;
}

/** Herd size band of the 'kuehe' question (lower bounds 1, 10, 50, …). */
export function cowBand(cows: number): string {
  const bands = [1000, 750, 500, 250, 100, 50, 10, 1];
  return String(bands.find((b) => cows >= b) ?? 1);
}

/** Sensor systems of the herd; 'überwacht_andere' (other groups monitored by sensors) needs one of them. */
const SENSOR_QUESTIONS = ['pedometer', 'wiederkausensor', 'pansenbolus', 'automatische_tierortung'] as const;

export const isAms = (parlour: string) => parlour === 'AMS_BOX' || parlour === 'AMS_KARUSSELL';
export const hasPasture = (pasture: string) =>
  pasture === 'WEIDE_SAISONAL' || pasture === 'WEIDE_GANZJAEHRIG' || pasture === 'KOMBINATIONEN';

/** The region of a farm, by the questionnaire shares. */
export const drawRegion = (rng: Rng) => rng.weighted(REGION_WEIGHTS);

export function drawOrganic(rng: Rng, region: string): boolean {
  return rng.chance(ORGANIC_SHARE[region] ?? 0.08);
}

/** Cows of one herd (location): log-normal around the region's median. */
export function drawHerdSize(rng: Rng, region: string, organic: boolean): number {
  const median = (HERD_MEDIAN[region] ?? 80) * (organic && !EAST.has(region) ? 0.8 : 1);
  const sigma = EAST.has(region) ? 0.8 : 0.65;
  const cows = Math.round(median * Math.exp(sigma * rng.normal()));
  return Math.min(2800, Math.max(4, cows));
}

/** The driver answers of a herd, given region, organic and herd size. */
export function drawDrivers(rng: Rng, region: string, organic: boolean, cows: number, force: Partial<HerdDrivers> = {}): HerdDrivers {
  const breed = force.breed ?? rng.weighted(breedWeights(region, organic));

  let pTie = cows < 20 ? 0.65 : cows < 40 ? 0.45 : cows < 70 ? 0.25 : cows < 120 ? 0.08 : 0.01;
  if (SOUTH.has(region)) pTie *= 1.3;
  else if (NORTH.has(region)) pTie *= 0.5;
  if (organic) pTie *= 0.6;
  const housing =
    force.housing ??
    (rng.chance(Math.min(0.85, pTie))
      ? 'ANBINDEHALTUNG'
      : rng.weighted({ HOCHBOX: 38, TIEFBOX: 25, TIEFSTREU_TRETMIST: organic ? 12 : 4, KOMBINATIONEN: 9, SONSTIGE: 2 }));

  let parlour = force.parlour;
  if (!parlour) {
    if (housing === 'ANBINDEHALTUNG') parlour = 'ROHRMELKANLAGE';
    else {
      const pAms = cows < 30 ? 0.12 : cows < 70 ? 0.33 : cows < 150 ? 0.36 : cows < 300 ? 0.22 : cows < 600 ? 0.08 : 0.03;
      if (rng.chance(pAms)) parlour = cows >= 400 && rng.chance(0.15) ? 'AMS_KARUSSELL' : 'AMS_BOX';
      else if (cows < 60) parlour = rng.weighted({ FGM: 60, TANDEM: 20, SBS: 5, SONSTIGE: 10, AUF_DER_WEIDE: organic ? 4 : 0.5 });
      else if (cows < 300) parlour = rng.weighted({ FGM: 55, TANDEM: 10, SBS: 25, KARUSSELL: 2, SONSTIGE: 4 });
      else parlour = rng.weighted({ FGM: 25, SBS: 30, KARUSSELL: 40, SONSTIGE: 5 });
    }
  }
  // The dependency rule is stronger than any forced value.
  if (housing === 'ANBINDEHALTUNG') parlour = 'ROHRMELKANLAGE';
  else if (parlour === 'ROHRMELKANLAGE') parlour = 'FGM';

  let pasture = force.pasture;
  if (!pasture) {
    if (organic) pasture = rng.weighted({ WEIDE_SAISONAL: 70, WEIDE_GANZJAEHRIG: 10, KOMBINATIONEN: 12, LAUFHOF: 8 });
    else {
      const north = region === 'NI' || region === 'SH' ? 1.4 : 1;
      const w =
        cows < 100
          ? { WEIDE_SAISONAL: 38 * north, WEIDE_GANZJAEHRIG: 2, LAUFHOF: housing === 'ANBINDEHALTUNG' ? 12 : 8, KOMBINATIONEN: 6, KEIN: 46 }
          : cows < 300
            ? { WEIDE_SAISONAL: 25 * north, WEIDE_GANZJAEHRIG: 1, LAUFHOF: 6, KOMBINATIONEN: 5, KEIN: 63 }
            : { WEIDE_SAISONAL: 8 * north, WEIDE_GANZJAEHRIG: 0.5, LAUFHOF: 3, KOMBINATIONEN: 2, KEIN: 86 };
      pasture = rng.weighted(w);
    }
  }
  if (parlour === 'AUF_DER_WEIDE' && !hasPasture(pasture)) pasture = 'WEIDE_SAISONAL';

  const group = breedGroup(breed);
  const pHerdbook = group === 'CROSS' ? 0.2 : group === 'LOCAL' ? 0.5 : organic ? 0.5 : EAST.has(region) && cows > 250 ? 0.7 : 0.62;
  const herdbook = force.herdbook ?? rng.chance(pHerdbook);

  const dryOff =
    force.dryOff ??
    (organic
      ? rng.weighted({ SELEKTIV_AB: 20, SELEKTIV_AB_UND_VERSIEGLER: 25, ZITZENVERSIEGLER: 30, OHNE_BEHANDLUNG: 20, ANTIBIOTISCH: 5 })
      : rng.weighted({ ANTIBIOTISCH: 30, ANTIBIOTISCH_UND_VERSIEGLER: 10, SELEKTIV_AB: 25, SELEKTIV_AB_UND_VERSIEGLER: 25, ZITZENVERSIEGLER: 5, OHNE_BEHANDLUNG: 5 }));

  const sensors = force.sensors ?? rng.chance(isAms(parlour) ? 0.85 : cows > 150 ? 0.55 : housing === 'ANBINDEHALTUNG' ? 0.1 : 0.3);

  return { region, organic, cows, breed, housing, parlour, pasture, herdbook, dryOff, sensors };
}

type Weights = Record<string, number>;

const without = (w: Weights, ...keys: string[]): Weights => {
  const out = { ...w };
  for (const k of keys) out[k] = 0;
  return out;
};
const scale = (w: Weights, factors: Weights): Weights => {
  const out = { ...w };
  for (const [k, f] of Object.entries(factors)) if (k in out) out[k] = out[k]! * f;
  return out;
};
const band = (value: number, bands: [number, string][]): string => bands.find(([limit]) => value <= limit)?.[1] ?? bands[bands.length - 1]![1];

/** Conditional weights (or a fixed answer) for one question, given the drivers and earlier answers. */
function conditional(name: string, base: Weights, d: HerdDrivers, a: Answers, rng: Rng): Weights | Answer {
  const tie = d.housing === 'ANBINDEHALTUNG';
  const ams = isAms(d.parlour);
  const pasture = hasPasture(d.pasture);
  const south = SOUTH.has(d.region);
  const east = EAST.has(d.region);
  const cows = d.cows;
  switch (name) {
    case 'erwerbsform':
      return { HAUPTERWERB: cows < 30 ? 55 : cows < 60 ? 80 : 95, NEBENERWERB: cows < 30 ? 45 : cows < 60 ? 20 : 5 };
    case 'wirtschaftsweise':
      return d.organic ? 'OEKOLOGISCH' : 'KONVENTIONELL';
    case 'bundesland':
      return d.region;
    case 'kuehe':
      return cowBand(cows);
    case 'rasseschluessel':
      return d.breed;
    case 'rasseschluessel2':
      return scale(without(base, d.breed), { KEINE: breedGroup(d.breed) === 'CROSS' ? 0.5 : 1.2 });
    case 'arbeitskraefte':
      if (cows < 30) return { BIS_1: 40, '1_2': 50, '2_4': 10 };
      if (cows < 80) return { BIS_1: 5, '1_2': 50, '2_4': 40, '4_8': 5 };
      if (cows < 200) return { '1_2': 10, '2_4': 50, '4_8': 40 };
      if (cows < 500) return { '4_8': 50, UEBER_8: 50 };
      return 'UEBER_8';
    case 'gruenlandanteil':
      if (east) return scale(base, { BIS_25: 3, UEBER_75: 0.4 });
      return d.organic || (south && pasture) ? scale(base, { UEBER_75: 2.5, BIS_25: 0.3 }) : base;
    case 'haltungsform_stufe':
      if (tie) return { STUFE_1: 70, STUFE_2: 10, UNBEKANNT: 20 };
      if (d.organic) return { STUFE_3: 20, STUFE_4: 75, UNBEKANNT: 5 };
      return pasture ? scale(without(base, 'STUFE_1'), { STUFE_3: 2 }) : without(base, 'STUFE_1', 'STUFE_4');
    case 'herdbuchbetrieb':
      return d.herdbook;
    case 'mlp_pruefmethode':
      return ams ? { AMS_DATEN: 85, KOMBINIERT: 15 } : without(base, 'AMS_DATEN');
    case 'ackerbau':
      return east ? { true: 85, false: 15 } : base;
    case 'hersteller':
      if (d.parlour === 'AMS_BOX') return { LELY: 55, DELAVAL: 25, GEA: 12, LEMMER_FULLWOOD: 5, BOUMATIC: 3 };
      if (d.parlour === 'AMS_KARUSSELL') return { DELAVAL: 60, GEA: 40 };
      return scale(base, { LELY: 0.05 });
    case 'melkstandtyp':
      return d.parlour;
    case 'melkplaetze': {
      if (ams) return band(Math.ceil(cows / 65), [[4, 'BIS_4'], [8, '5_8'], [12, '9_12'], [16, '13_16']]);
      if (tie) return { BIS_4: 70, '5_8': 30 };
      const units = cows / rng.between(5, 9);
      return band(units, [[4, 'BIS_4'], [8, '5_8'], [12, '9_12'], [16, '13_16'], [24, '17_24'], [40, '25_40'], [Infinity, 'UEBER_40']]);
    }
    case 'melkfrequenz':
      return ams ? 'FREIER_KUHVERKEHR_AMS' : { EINMAL: 0.7, ZWEIMAL: 90, DREIMAL: cows > 300 ? 25 : 5 };
    case 'melkdauer_pro_melkschicht':
      if (ams) return 'NICHT_ZUTREFFEND_AMS';
      if (cows < 40) return { BIS_1H: 35, '1_2H': 55, '2_3H': 10 };
      if (cows < 150) return { BIS_1H: 10, '1_2H': 55, '2_3H': 30, '3_4H': 5 };
      return { '1_2H': 25, '2_3H': 35, '3_4H': 25, UEBER_4H: 15 };
    case 'gruppengroesse_melkende': {
      if (tie) return 'ANBINDESTALL';
      const groups = cows > 150 ? rng.int(2, 4) : cows > 80 ? rng.int(1, 2) : 1;
      const size = (cows * 0.86) / groups;
      return band(size, [[30, 'GRUPPE_BIS_30'], [60, 'GRUPPE_31_60'], [120, 'GRUPPE_61_120'], [200, 'GRUPPE_121_200'], [Infinity, 'GRUPPE_GROESSER_ALS_200']]);
    }
    case 'vormelken':
      return ams ? { JA: 85, TEILWEISE: 10, NEIN: 5 } : base;
    case 'nachdippen':
      return ams ? { JA: 92, TEILWEISE: 5, NEIN: 3 } : base;
    case 'euterreinigung':
      return ams ? 'AUTOMATISCH_AMS' : without(base, 'AUTOMATISCH_AMS');
    case 'zwischendesinfektion':
      return ams ? { JA: 70, TEILWEISE: 15, NEIN: 15 } : base;
    case 'melkreihenfolge':
      return ams ? { JA: 15, TEILWEISE: 20, NEIN: 65 } : base;
    case 'melkanlage_pruefung':
      return ams ? { true: 95, false: 5 } : base;
    case 'leitfaehigkeitsmessung':
      return ams ? { true: 95, false: 5 } : tie ? { true: 8, false: 92 } : cows > 200 ? { true: 55, false: 45 } : base;
    case 'milchmengenmessung_taeglich':
      return ams ? true : tie ? { true: 10, false: 90 } : cows > 200 ? { true: 70, false: 30 } : base;
    case 'liegeflaechen':
      return d.housing;
    case 'einstreu':
      if (d.housing === 'TIEFSTREU_TRETMIST') return { STROH: 80, KOMPOST_MIST: 10, SONSTIGE: 10 };
      if (tie) return { STROH: 55, STROHMEHL: 25, SAEGESPAENE: 10, KEINE: 5, SONSTIGE: 5 };
      if (d.housing === 'HOCHBOX') return { STROHMEHL: 30, SAEGESPAENE: 25, KEINE: 20, GUELLEFESTSTOFF: 10, STROH: 10, SONSTIGE: 5 };
      if (d.housing === 'TIEFBOX') return { KALK_STROH_GEMISCH: 50, STROH: 20, SAND: 10, GUELLEFESTSTOFF: 10, KOMPOST_MIST: 5, SONSTIGE: 5 };
      return d.organic ? scale(base, { STROH: 3, GUELLEFESTSTOFF: 0 }) : base;
    case 'laufflaechen':
      return tie ? 'NICHT_ZUTREFFEND' : without(base, 'NICHT_ZUTREFFEND');
    case 'entmistung': {
      if (tie) return 'NICHT_ZUTREFFEND';
      const floor = String(a.laufflaechen);
      if (floor.startsWith('PLAN') || floor === 'RILLENBODEN') return { SCHIEBER: 60, MISTROBOTER_PLAN: 15, MOBIL: 25 };
      if (floor.startsWith('SPALTEN')) return { SPALTEN_OHNE: 70, SPALTENROBOTER: 30 };
      return without(base, 'NICHT_ZUTREFFEND');
    }
    case 'offenstall':
      return tie ? { JA: 0, TEILWEISE: 15, NEIN: 85 } : without(scale(base, { JA: 1.2 }), 'NICHT_ZUTREFFEND');
    case 'auslauf':
      return d.pasture;
    case 'liegeplatz_verhaeltnis':
      return tie ? 'NICHT_ZUTREFFEND' : without(base, 'NICHT_ZUTREFFEND');
    case 'fressplatz_verhaeltnis':
      return tie ? 'MINDESTENS_1' : base;
    case 'fressgitter':
      return tie ? 'ANBINDESTAND' : without(base, 'ANBINDESTAND');
    case 'stall_baujahr':
      if (tie) return { VOR_1990: 60, '1990_1999': 30, '2000_2009': 10 };
      if (ams) return { '2000_2009': 20, '2010_2019': 52, AB_2020: 28 };
      return base;
    case 'kuhbuersten':
      return tie ? { true: 15, false: 85 } : scale(base, { true: 1.3 });
    case 'wasserversorgung':
      return tie ? { SCHALENTRAENKE: 90, SONSTIGE: 10 } : without(base, 'SCHALENTRAENKE');
    case 'ventilatoren_milchviehstall':
      return tie ? { JA: 10, TEILWEISE: 20, NEIN: 70 } : cows > 200 ? { JA: 70, TEILWEISE: 15, NEIN: 15 } : base;
    case 'seitenwaende_offen':
      if (tie) return { JA: 5, TEILWEISE: 15, NEIN: 80 };
      return a.offenstall === 'JA' ? { JA: 80, TEILWEISE: 15, NEIN: 5 } : base;
    case 'hitzestress_monitoring':
      return d.sensors ? { true: 40, false: 60 } : { true: 8, false: 92 };
    case 'beschattung_weide':
      return pasture ? without(base, 'KEINE_WEIDE') : 'KEINE_WEIDE';
    case 'fuetterungstechnik':
      if (tie) return { MANUELL: 40, KRAFTFUTTERAUTOMAT: 30, FUTTERWAGEN: 25, FUETTERUNGS_ROBOTER: 2, SONSTIGE: 3 };
      if (cows > 300) return { FUTTERWAGEN: 90, FUETTERUNGS_ROBOTER: 5, FUTTERBAND: 3, SONSTIGE: 2 };
      return ams ? scale(base, { FUETTERUNGS_ROBOTER: 3, MANUELL: 0.2 }) : scale(base, { MANUELL: 0.4 });
    case 'fuetterungsform':
      if (!pasture) return without(cows > 300 ? scale(base, { TMR: 2.5 }) : base, 'WEIDEBETONT');
      return d.organic ? scale(base, { WEIDEBETONT: 4 }) : base;
    case 'futter_nachschieben':
      if (a.fuetterungstechnik === 'FUETTERUNGS_ROBOTER') return 'ROBOTER';
      if (tie) return { NIE: 30, ZWEIMAL: 55, DREI_BIS_FUENF: 15 };
      return ams ? { NIE: 5, ZWEIMAL: 25, DREI_BIS_FUENF: 30, ROBOTER: 40 } : base;
    case 'leistungsgruppen':
      if (cows < 80) return { EINE: 85, ZWEI: 14, DREI_UND_MEHR: 1 };
      if (cows < 300) return { EINE: 50, ZWEI: 40, DREI_UND_MEHR: 10 };
      return { EINE: 10, ZWEI: 45, DREI_UND_MEHR: 45 };
    case 'grundfutter_basis': {
      let w = pasture ? base : without(base, 'WEIDEGRAS');
      if (d.organic && pasture) w = { MAISSILAGE: 5, GRASSILAGE: 50, MAIS_GRAS_GLEICH: 10, HEU_HEUMILCH: 20, WEIDEGRAS: 15 };
      if (south) w = scale(w, { HEU_HEUMILCH: 2, MAISSILAGE: 0.8 });
      else w = scale(w, { MAISSILAGE: 1.5, HEU_HEUMILCH: 0.3 });
      return w;
    }
    case 'kraftfutter_je_kg_milch':
      return d.organic ? { BIS_200: 70, '200_250': 15, UNBEKANNT: 15 } : base;
    case 'kalbung':
      if (tie) return { ANBINDESTAND: 75, EINZELABKALBEBOX: 20, WEIDE: pasture ? 5 : 0 };
      return without(pasture ? scale(base, { WEIDE: 2 }) : without(base, 'WEIDE'), 'ANBINDESTAND');
    case 'abkalbebox':
      return a.kalbung === 'EINZELABKALBEBOX' || a.kalbung === 'GRUPPENABKALBEBUCHT' ? { true: 95, false: 5 } : { true: 25, false: 75 };
    case 'kalbeueberwachung':
      return d.sensors ? scale(base, { SENSOR: 3, KOMBINIERT: 2 }) : without(base, 'SENSOR');
    case 'kaelber_geburt':
      return d.organic ? scale(base, { MUTTERGEBUNDEN: 6 }) : scale(base, { MUTTERGEBUNDEN: 0.4 });
    case 'kolostrum_menge':
      return a.kaelber_geburt === 'MUTTERGEBUNDEN' ? 'SAUGT_BEI_MUTTER' : without(base, 'SAUGT_BEI_MUTTER');
    case 'traenkeverfahren':
      if (a.kaelber_geburt === 'MUTTERGEBUNDEN') return 'MUTTER_AMME';
      return cows > 200 ? without(scale(base, { TRAENKEAUTOMAT: 2, MILCHTAXI_TROG: 2 }), 'MUTTER_AMME') : without(base, 'MUTTER_AMME');
    case 'traenkemittel':
      return d.organic || a.traenkeverfahren === 'MUTTER_AMME' ? { VOLLMILCH: 85, KOMBINIERT: 10, ANGESAEUERT: 5 } : base;
    case 'traenkperiode_max_tagesmenge':
      if (a.traenkeverfahren === 'MUTTER_AMME') return 'AD_LIBITUM';
      return a.traenkeverfahren === 'TRAENKEAUTOMAT' ? scale(base, { AD_LIBITUM: 2, '10_12L': 1.5 }) : base;
    case 'enthornung':
      return d.organic ? { MIT_SEDATION_BETAEUBUNG: 40, NUR_SEDATION: 5, HORNLOS_GENETIK: 25, KEINE_ENTHORNUNG: 30 } : base;
    case 'trockenstellen':
      return d.dryOff;
    case 'trockenstehdauer':
      return south ? scale(base, { '8_WOCHEN': 1.6, '6_WOCHEN': 0.7 }) : scale(base, { '6_WOCHEN': 1.4, '8_WOCHEN': 0.6 });
    case 'trockenstellmethode':
      return ams ? scale(base, { MELKFREQUENZ_REDUZIERT: 3 }) : base;
    case 'bu_vor_trockenstellen':
      return d.dryOff.startsWith('SELEKTIV') ? { JA: 30, TEILWEISE: 45, NEIN: 25 } : base;
    case 'trockensteher_gruppen':
      return cows < 40 ? { MIT_HERDE: 50, EINE_GRUPPE: 45, ZWEI_GRUPPEN: 5 } : cows > 200 ? { MIT_HERDE: 2, EINE_GRUPPE: 38, ZWEI_GRUPPEN: 60 } : base;
    case 'trockensteher_haltung':
      if (tie) return { ANBINDEHALTUNG: 85, TIEFSTREU_TRETMIST: 15 };
      if (a.trockensteher_gruppen === 'MIT_HERDE' && d.housing !== 'SONSTIGE') return d.housing;
      return without(base, 'ANBINDEHALTUNG');
    case 'trockensteher_auslauf':
      return pasture ? { WEIDE_SAISONAL: 70, WEIDE_GANZJAEHRIG: 8, LAUFHOF: 7, KOMBINATIONEN: 10, KEIN: 5 } : scale(base, { KEIN: 2 });
    case 'brunstbeobachtung_kuehe':
      return d.sensors ? { AKTIVITAETSSENSOR: 70, KOMBINATION: 25, VISUELL: 5 } : without(base, 'AKTIVITAETSSENSOR');
    case 'besamung_durch':
      return a.brunstbeobachtung_kuehe === 'DECKBULLE' ? 'NATURSPRUNG' : scale(base, { NATURSPRUNG: 0.2 });
    case 'gesextes_sperma':
      return d.organic ? { JA: 5, TEILWEISE: 15, NEIN: 80 } : base;
    case 'genomische_typisierung':
      return d.herdbook ? { JA: 22, TEILWEISE: 22, NEIN: 56 } : { JA: 2, TEILWEISE: 5, NEIN: 93 };
    case 'anpaarungsprogramm':
      return d.herdbook ? { true: 65, false: 35 } : { true: 20, false: 80 };
    case 'klauenpflege':
      return tie ? { NUR_BEI_BEDARF: 25, EINMAL_JAEHRLICH: 45, ZWEIMAL_JAEHRLICH: 28, DREIMAL_UND_MEHR: 2 } : base;
    case 'klauenpflegestand':
      return cows > 200 ? { true: 70, false: 30 } : base;
    case 'klauenbad':
      return tie ? { KEIN: 90, BEI_BEDARF: 8, MONATLICH: 2 } : scale(base, { KEIN: 0.75 });
    case 'inhalt_klauenbad':
      if (a.klauenbad === 'KEIN') return 'KEIN_KLAUENBAD';
      return without(d.organic ? without(base, 'FORMALIN', 'KUPFERSULFAT') : base, 'KEIN_KLAUENBAD');
    case 'lahmheitsbeurteilung':
      return d.sensors ? scale(base, { SENSORGESTUETZT: 3 }) : without(base, 'SENSORGESTUETZT');
    case 'tierarzt':
      if (cows > 300) return { MONATLICH: 15, ZWEIWOECHENTLICH: 25, WOECHENTLICH: 30, ITB_VERTRAG: 30 };
      return cows < 40 ? scale(base, { NUR_BEI_BEDARF: 2, WOECHENTLICH: 0.3 }) : base;
    case 'ketosekontrolle':
      return d.sensors ? base : without(base, 'SENSORBASIERT');
    case 'herdenmanagementprogramm':
      return ams ? { HERSTELLERSOFTWARE: 70, LKV_PORTAL: 15, HERDE: 10, SONSTIGES: 5 } : base;
    case 'pedometer':
      return d.sensors;
    case 'wiederkausensor':
      return d.sensors ? { true: 50, false: 50 } : { true: 3, false: 97 };
    case 'automatische_tierortung':
      return cows > 300 ? { true: 20, false: 80 } : base;
    case 'überwacht_andere':
      // Sensor monitoring of other animal groups presupposes a sensor system in the herd.
      return SENSOR_QUESTIONS.some((k) => a[k] === true) ? { true: 45, false: 55 } : false;
    case 'videoueberwachung':
      return a.kalbeueberwachung === 'KAMERA' || a.kalbeueberwachung === 'KOMBINIERT'
        ? { ABKALBEBEREICH: 55, MEHRERE_BEREICHE: 38, KI_AUSWERTUNG: 7 }
        : { KEINE: 85, ABKALBEBEREICH: 5, MEHRERE_BEREICHE: 10 };
    default:
      return base;
  }
}

/** A complete profile (all 117 answers) for a herd with these drivers. */
export function drawAnswers(rng: Rng, d: HerdDrivers): Answers {
  const answers: Answers = {};
  for (const q of SURVEY_QUESTIONS) {
    const base: Weights = { ...q.shares };
    const result = conditional(q.name, base, d, answers, rng);
    let value: Answer;
    if (typeof result === 'object') {
      const keys = optionKeys(q);
      // Only keys of the question, in option order (weights may mention other keys).
      const w: Weights = {};
      for (const k of keys) w[k] = result[k] ?? 0;
      const key = rng.weighted(w);
      value = q.type === 'boolean' ? key === 'true' : key;
    } else {
      value = result;
    }
    answers[q.name] = value;
  }
  return answers;
}

/** Leaves some answers unanswered (null), as an unfinished survey does. */
export function makeIncomplete(rng: Rng, answers: Answers): Answers {
  const out = { ...answers };
  const names = Object.keys(out);
  const missing = rng.int(3, 15);
  const start = rng.int(0, names.length - 1);
  for (let i = 0; i < missing; i++) out[names[(start + i * 7) % names.length]!] = null;
  return out;
}

/**
 * Violations of the dependency rules in a profile (empty when it is consistent). Unanswered
 * questions are skipped. Shared with the tests, usable by anyone who imports profiles.
 */
export function profileRuleViolations(a: Answers): string[] {
  const v: string[] = [];
  const has = (k: string) => a[k] !== null && a[k] !== undefined;
  if (a.liegeflaechen === 'ANBINDEHALTUNG') {
    if (has('melkstandtyp') && a.melkstandtyp !== 'ROHRMELKANLAGE') v.push('Anbindehaltung ohne Rohrmelkanlage');
    if (has('gruppengroesse_melkende') && a.gruppengroesse_melkende !== 'ANBINDESTALL') v.push('Anbindehaltung ohne Gruppengröße Anbindestall');
    for (const k of ['laufflaechen', 'liegeplatz_verhaeltnis', 'entmistung']) {
      if (has(k) && a[k] !== 'NICHT_ZUTREFFEND') v.push(`Anbindehaltung mit ${k}=${String(a[k])}`);
    }
    if (has('fressgitter') && a.fressgitter !== 'ANBINDESTAND') v.push('Anbindehaltung ohne Anbindestand');
  } else if (has('liegeflaechen')) {
    if (a.melkstandtyp === 'ROHRMELKANLAGE') v.push('Rohrmelkanlage ohne Anbindehaltung');
    if (a.gruppengroesse_melkende === 'ANBINDESTALL') v.push('Gruppengröße Anbindestall ohne Anbindehaltung');
    for (const k of ['laufflaechen', 'liegeplatz_verhaeltnis', 'entmistung']) {
      if (a[k] === 'NICHT_ZUTREFFEND') v.push(`Laufstall mit ${k}=NICHT_ZUTREFFEND`);
    }
  }
  const ams = typeof a.melkstandtyp === 'string' && isAms(a.melkstandtyp);
  if (ams) {
    if (has('melkfrequenz') && a.melkfrequenz !== 'FREIER_KUHVERKEHR_AMS') v.push('AMS ohne freien Kuhverkehr');
    if (has('melkdauer_pro_melkschicht') && a.melkdauer_pro_melkschicht !== 'NICHT_ZUTREFFEND_AMS') v.push('AMS mit Melkschichtdauer');
    if (has('euterreinigung') && a.euterreinigung !== 'AUTOMATISCH_AMS') v.push('AMS ohne automatische Euterreinigung');
  } else if (has('melkstandtyp')) {
    if (a.melkfrequenz === 'FREIER_KUHVERKEHR_AMS') v.push('freier Kuhverkehr ohne AMS');
    if (a.melkdauer_pro_melkschicht === 'NICHT_ZUTREFFEND_AMS') v.push('Melkschichtdauer "nicht zutreffend" ohne AMS');
    if (a.euterreinigung === 'AUTOMATISCH_AMS') v.push('automatische Euterreinigung ohne AMS');
  }
  if (has('klauenbad') && has('inhalt_klauenbad') && (a.klauenbad === 'KEIN') !== (a.inhalt_klauenbad === 'KEIN_KLAUENBAD')) {
    v.push(`Klauenbad ${String(a.klauenbad)} mit Inhalt ${String(a.inhalt_klauenbad)}`);
  }
  if (has('auslauf') && has('beschattung_weide')) {
    const pasture = hasPasture(String(a.auslauf));
    if (pasture === (a.beschattung_weide === 'KEINE_WEIDE')) v.push(`Auslauf ${String(a.auslauf)} mit Beschattung ${String(a.beschattung_weide)}`);
  }
  if (a.überwacht_andere === true && SENSOR_QUESTIONS.every((k) => has(k) && a[k] === false)) {
    v.push('andere Tiergruppen sensorgestützt überwacht ohne Sensorsystem');
  }
  if (a.kaelber_geburt === 'MUTTERGEBUNDEN' && has('traenkeverfahren') && a.traenkeverfahren !== 'MUTTER_AMME') {
    v.push('muttergebundene Aufzucht ohne Mutter/Amme');
  }
  return v;
}

// Word lists for German-sounding, fictional farm, place and person names.
import type { Rng } from './random.ts';

export const FAMILY_NAMES = [
  'Berger', 'Huber', 'Maier', 'Wimmer', 'Gruber', 'Hofbauer', 'Brandl', 'Steiner', 'Lechner', 'Moser',
  'Reiter', 'Eder', 'Schwaiger', 'Obermaier', 'Kiermeier', 'Stadler', 'Aigner', 'Baumgartner', 'Leitner', 'Winkler',
  'Schmid', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein',
  'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Lange', 'Werner',
  'Krause', 'Lehmann', 'Köhler', 'Herrmann', 'Walter', 'König', 'Mayer', 'Kaiser', 'Fuchs', 'Peters',
  'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Vogel', 'Friedrich', 'Keller', 'Günther',
  'Frank', 'Berg', 'Roth', 'Beck', 'Lorenz', 'Baumann', 'Franke', 'Albrecht', 'Ludwig', 'Winter',
  'Kraus', 'Martin', 'Schumacher', 'Krämer', 'Vogt', 'Jäger', 'Otto', 'Sommer', 'Groß', 'Seidel',
  'Heinrich', 'Brandt', 'Haas', 'Schreiber', 'Graf', 'Dietrich', 'Ziegler', 'Kuhn', 'Pohl', 'Engel',
  'Horn', 'Busch', 'Bergmann', 'Thomas', 'Voigt', 'Sauer', 'Arnold', 'Wolff', 'Pfeiffer', 'Janssen',
  'Hansen', 'Petersen', 'Jensen', 'Carstens', 'Thiessen', 'Ahrens', 'Harms', 'Meyerhoff', 'Bruns', 'Eilers',
  'Gerdes', 'Lüders', 'Tiedemann', 'Rohlfs', 'Wübbena', 'Dirks', 'Behrens', 'Oltmanns', 'Heeren', 'Siemsen',
  'Feldmann', 'Holtkamp', 'Schulte', 'Brüggemann', 'Wiesmann', 'Lohmann', 'Overbeck', 'Kemper', 'Terhorst', 'Wessels',
  'Hagedorn', 'Dörr', 'Bauer', 'Hofmann', 'Schuster', 'Fink', 'Thaler', 'Wiedemann', 'Pichler', 'Egger',
];

export const MALE_FIRST_NAMES = [
  'Andreas', 'Thomas', 'Michael', 'Stefan', 'Markus', 'Christian', 'Martin', 'Josef', 'Johann', 'Georg',
  'Franz', 'Florian', 'Matthias', 'Sebastian', 'Tobias', 'Jan', 'Hauke', 'Hinrich', 'Jens', 'Klaus',
  'Peter', 'Uwe', 'Bernd', 'Jürgen', 'Karl', 'Ludwig', 'Lukas', 'Maximilian', 'Simon', 'Benedikt',
  'Hannes', 'Henrik', 'Ole', 'Sönke', 'Dirk', 'Frank', 'Wolfgang', 'Alois', 'Anton', 'Korbinian',
];

export const FEMALE_FIRST_NAMES = [
  'Anna', 'Maria', 'Katharina', 'Christine', 'Sabine', 'Claudia', 'Andrea', 'Stefanie', 'Julia', 'Lena',
  'Theresa', 'Veronika', 'Monika', 'Elisabeth', 'Barbara', 'Birgit', 'Heike', 'Silke', 'Anke', 'Kerstin',
  'Franziska', 'Johanna', 'Magdalena', 'Sophie', 'Laura', 'Sarah', 'Nicole', 'Martina', 'Petra', 'Ulrike',
  'Insa', 'Wiebke', 'Frauke', 'Imke', 'Gesa', 'Regina', 'Rosemarie', 'Agnes', 'Kathrin', 'Carina',
];

export const PLACES = [
  'Sonnleiten', 'Oberndorf', 'Mühlbach', 'Kirchberg', 'Hohenwart', 'Lindach', 'Eichenried', 'Buchhof', 'Moosham', 'Aschau',
  'Haslach', 'Weidach', 'Grünthal', 'Steinfeld', 'Rottal', 'Birkenau', 'Tannenberg', 'Hagenbach', 'Wiesenthal', 'Unterried',
  'Lerchenfeld', 'Fichtenau', 'Bachham', 'Reichenau', 'Seeon', 'Holzhausen', 'Kaltenbrunn', 'Ebersberg', 'Wolfsegg', 'Hirschau',
  'Altenmarkt', 'Neukirchen', 'Brunnthal', 'Schönau', 'Rosenheim-Land', 'Adlhof', 'Thalheim', 'Pfaffing', 'Hochfeld', 'Grafing-Ost',
  'Marschacht', 'Wiesmoor', 'Moorhusen', 'Deichhausen', 'Elbmarsch', 'Geestland', 'Friedrichskoog-Süd', 'Krummhörn', 'Bockhorn', 'Sande',
  'Oldenhof', 'Lindhorst', 'Vehrte', 'Ahlerstedt', 'Wehldorf', 'Harsefeld-Nord', 'Brockel', 'Visselhöveden', 'Schwarme', 'Heeslingen',
  'Lichtenau', 'Borken-Süd', 'Everswinkel', 'Ahlen-Vorhelm', 'Drensteinfurt', 'Nottuln', 'Legden', 'Rhede', 'Velen', 'Südlohn',
  'Grünberg', 'Lauterbach', 'Alsfeld-Land', 'Schotten', 'Vogelsberg', 'Ulrichstein', 'Herbstein', 'Gedern', 'Birstein', 'Flieden',
  'Wildenfels', 'Zschopau-Land', 'Lössnitz', 'Rodewisch', 'Falkenau', 'Großolbersdorf', 'Wolkenstein', 'Hainichen', 'Rochlitz', 'Penig',
  'Prignitzhof', 'Havelaue', 'Rhinow', 'Kyritz-Land', 'Wusterhausen', 'Plattenburg', 'Gumtow', 'Zernitz', 'Neuruppin-Ost', 'Lindow',
  'Demmin-Land', 'Tützpatz', 'Altentreptow', 'Jarmen', 'Loitz', 'Gnoien', 'Dargun', 'Neukalen', 'Malchin-Nord', 'Stavenhagen',
  'Wangen-Allgäu', 'Leutkirch-Land', 'Isny-Süd', 'Kißlegg', 'Argenbühl', 'Bad Wurzach-Land', 'Aitrach', 'Aichstetten', 'Amtzell', 'Vogt',
];

export const STREETS = [
  'Dorfstraße', 'Hauptstraße', 'Am Anger', 'Kirchweg', 'Mühlenweg', 'Feldweg', 'Lindenstraße', 'Bergstraße', 'Wiesenweg', 'Am Bach',
  'Hofstraße', 'Gartenstraße', 'Schulstraße', 'Weiherweg', 'Am Steinacker', 'Ringstraße', 'Eichenweg', 'Weideweg', 'Moorweg', 'Alte Dorfstraße',
];

/** Postcode ranges (first two digits) by region key of the questionnaire's 'bundesland'. */
const POSTCODE_PREFIXES: Record<string, readonly number[]> = {
  BW: [72, 73, 74, 77, 78, 79, 88, 89],
  BY: [83, 84, 86, 87, 91, 92, 93, 94, 95, 96, 97],
  BB: [14, 15, 16, 19],
  HE: [34, 35, 36, 61, 63],
  MV: [17, 18, 19, 23],
  NI: [21, 26, 27, 28, 29, 31, 37, 38, 49],
  NW: [32, 33, 46, 48, 52, 57, 59],
  RP: [54, 55, 56, 57, 67],
  SL: [66],
  SN: [1, 2, 4, 8, 9],
  ST: [6, 29, 38, 39],
  SH: [23, 24, 25],
  TH: [4, 7, 36, 98, 99],
  AT: [],
  SONSTIGE: [99],
};

/** A fictional street address with a postcode plausible for the region. */
export function shortAddress(rng: Rng, region: string, place: string): string {
  const prefixes = POSTCODE_PREFIXES[region] ?? [];
  const street = rng.pick(STREETS);
  const no = rng.int(1, 48);
  if (prefixes.length === 0) return `${street} ${no}, A-${rng.int(4000, 6999)} ${place}`;
  const postcode = String(rng.pick(prefixes) * 1000 + rng.int(0, 999)).padStart(5, '0');
  return `${street} ${no}, ${postcode} ${place}`;
}

export interface PersonName {
  prefix: 'Herr' | 'Frau';
  firstName: string;
  lastName: string;
}

export function personName(rng: Rng, lastName?: string): PersonName {
  const female = rng.chance(0.42);
  return {
    prefix: female ? 'Frau' : 'Herr',
    firstName: rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: lastName ?? rng.pick(FAMILY_NAMES),
  };
}

/** A farm (LDWU) name; larger and eastern farms more often carry a company form. */
export function farmName(rng: Rng, family: string, place: string, opts: { organic: boolean; cows: number; east: boolean }): string {
  if (opts.east && opts.cows >= 250 && rng.chance(0.7)) {
    return rng.pick([
      `Agrargenossenschaft ${place} eG`,
      `Agrar GmbH ${place}`,
      `Milchproduktion ${place} GmbH & Co. KG`,
      `Landwirtschaftsbetrieb ${place} GmbH`,
    ]);
  }
  if (opts.organic && rng.chance(0.5)) return rng.pick([`Biohof ${family}`, `Biolandhof ${place}`, `Ökohof ${family} GbR`]);
  if (opts.cows >= 300 && rng.chance(0.5)) return rng.pick([`Milchhof ${place} GmbH & Co. KG`, `${family} Agrar KG`, `Gut ${place}`]);
  return rng.pick([
    `Hof ${family}`,
    `Hof ${family} GbR`,
    `${family} GbR`,
    `Milchhof ${place}`,
    `Landwirtschaft ${family}`,
    `${family} & Söhne GbR`,
    `Familie ${family}`,
    `Milchviehbetrieb ${family}`,
    `${family}hof`,
    `Gut ${place}`,
    `Hofgemeinschaft ${place} GbR`,
    `Betrieb ${family} KG`,
  ]);
}

export function locationName(rng: Rng, index: number, count: number, place: string, family: string): string {
  if (count === 1) return rng.pick(['Hauptbetrieb', `Hof ${family}`, `Betrieb ${place}`, `Stammbetrieb ${place}`]);
  if (index === 0) return rng.pick([`Stammbetrieb ${place}`, 'Hauptbetrieb', `Hof ${place}`]);
  return rng.pick([`Betrieb ${place}`, `Standort ${place}`, `Außenbetrieb ${place}`, `Zweigbetrieb ${place}`]);
}

export function siteName(rng: Rng, index: number, place: string): string {
  if (rng.chance(0.45)) return '';
  if (index === 0) return rng.pick(['Hauptstall', 'Milchviehstall', `Stall ${place}`, 'Boxenlaufstall']);
  return rng.pick([`Stall ${place}`, 'Milchviehstall Nord', 'Milchviehstall Süd', `Außenstelle ${place}`, `Betriebsstätte ${index + 1}`]);
}

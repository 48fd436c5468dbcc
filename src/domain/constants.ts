// Business constants and limits (product rules ‹Business constants and limits›). One place, shared by server and browser.

/** Login page quote carousel. */
export const QUOTE_INTERVAL_MS = 8000;
/** How long a notification stays visible. */
export const NOTIFICATION_DURATION_MS = 10_000;
/** Debounce of the text filters (farm list, controlling overview, user list). */
export const FILTER_DEBOUNCE_MS = 300;
/** Script chunk loading gives up after this long. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Minimum group size (product rules ‹Validation rules›): a profile-restricted group must match at least this
 * many operations, and a group with foreign locations withholds values with fewer members.
 * Configurable on the server (MIN_GROUP_SIZE, src/config.ts); this is the default.
 */
export const MIN_GROUP_SIZE = 10;
/** The same minimum under its earlier name. */
export const MIN_REPORTS_FOR_COMPARISON_GROUP = MIN_GROUP_SIZE;
/** Default decimal precision of a report field. */
export const DEFAULT_FIELD_PRECISION = 2;

/** Historical view: 12 months back to tomorrow; timeline calls are spaced 50 ms apart. */
export const HISTORY_MONTHS = 12;
export const TIMELINE_REQUEST_SPACING_MS = 50;
/** The controlling overview's current incidents: one page of this many. */
export const CURRENT_INCIDENTS_PAGE = 50;

/** Incidents shown per site in the controlling overview (the most recent observed one). */
export const INCIDENTS_PER_SITE = 1;

/** Dashboard report table: 3 rows initially, at most 10 ('Weitere Einträge anzeigen'); request limit 10. */
export const DASHBOARD_REPORTS_INITIAL = 3;
export const DASHBOARD_REPORTS_MAX = 10;
export const DASHBOARD_REPORT_FIELDS = [
  'anz_geprueft',
  'leistung_milch_kg_div_melk_avg',
  'fprz_pm',
  'eprz_pm',
  'leistung_zellgehalt_avg_tsd',
  'harnstoff_harnstoff_avg_ges',
] as const;

/** Retry of calls without response or with status 503 (product rules ‹REST calls›). */
export const RETRY_MAX_RETRIES = 5;
export const RETRY_BASE_DELAY_MS = 200;
export const RETRY_FACTOR = 2;

/** Error-reporting trace sample rate. */
export const TRACE_SAMPLE_RATE = 1.0;

export const PREFIX_OPTIONS = ['Herr', 'Frau'] as const;
export type Prefix = (typeof PREFIX_OPTIONS)[number];

// Profile CSV export (product rules ‹Business constants and limits›): header, separator and file name live in ./profile-csv.ts.

/** Export file name prefixes; the date part is formatFileDate (YYYYMMDD). */
export const EXPORT_PREFIX = {
  users: 'Benutzerexport_',
  farms: 'LDWUexport_',
  evaluation: 'Auswertungsexport_',
  reports: 'Prüfungenexport_',
  ranking: 'Verbandsranking_',
} as const;

/** Evaluation category icons; anything else gets the default (a cow). */
export const EVALUATION_CATEGORIES = [
  'Schwer- und Totgeburten',
  'Fruchtbarkeit',
  'Genetisches Niveau',
  'Prüftagsergebnisse',
  'Jahresleistung',
  'Lebensleistung',
  'Abgangsursachen',
  'Laktationsleistung',
  'Eutergesundheit',
] as const;

/** Comparison period options in days (0 = 'Aktuelle Werte'), top-percentage and top-N options (product rules ‹Business constants and limits›). */
export const COMPARISON_PERIOD_DAYS = [0, 30, 90, 180, 365] as const;
/** Longest custom comparison period ('Vor ... Tagen'): ten years, beyond any stored report history. */
export const COMPARISON_PERIOD_MAX_DAYS = 3650;
export const TOP_PERCENTAGE_OPTIONS = [5, 10, 25] as const;
export const TOP_PERCENTAGE_MAX = 95;
export const TOP_PERCENTAGE_STEP = 5;
export const TOP_N_OPTIONS = [5, 10, 25] as const;
/** Operation size bands (cows), stored as lower bounds. */
export const LOCATION_SIZE_BOUNDS = [1, 10, 50, 100, 250, 500, 750, 1000] as const;
/** Deviation page tolerance options (default first). */
export const TOLERANCE_OPTIONS = [0.05, 0.1] as const;
/** Silver trophy: top 10 %. */
export const SILVER_TROPHY_SHARE = 0.1;

/** Popover delays (product rules ‹Business constants and limits›). */
export const POPOVER_DELAY_MS = { evaluation: 1000, comparisonGroup: 500, filter: 500 } as const;

export const COPY_SUFFIX = ' Kopie';

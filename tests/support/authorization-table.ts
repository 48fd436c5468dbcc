// The authorization matrix: for every operation of /api/v1/openapi.json, what each demo
// account and an anonymous caller get. tests/api/authorization-matrix.test.ts calls every cell over
// REST and over the GraphQL root field of the same operation, and fails when this table and the
// OpenAPI document disagree about which operations exist.

/** Callers, in the column order of the verdict rows below. 'anonym' sends no bearer token. */
export const ROLES = [
  'anonym',
  'superuser',
  'lkv-admin',
  'lkv-mitarbeiter',
  'ldwu-admin',
  'ldwu-admin-multi',
  'mitarbeiter',
  'neu-admin',
  'neu-mitarbeiter',
  'ohne-verband',
  'unvollstaendig',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a caller gets:
 * - `ok`:  allowed. With a path id, the caller's own target answers 200 and a foreign one 404 (the
 *          existence of what lies outside the scope does not leak); a list holds only the caller's scope.
 * - `own`: the own target answers 200, a foreign one 403 (the terms gate refuses everything but the
 *          caller's own terms status).
 * - `401`: no token; `403`: refused (terms gate or role), `404`: the caller has nothing of its own
 *          there (the call with a foreign target is 404 as well).
 */
export type Verdict = 'ok' | 'own' | 401 | 403 | 404;

/**
 * Which path ids an operation takes, picked per caller from the seeded data (an own one inside the
 * scope, a foreign one outside it; the superuser's foreign target is an id that does not exist).
 */
export type Target =
  | 'farm'
  | 'association'
  | 'location'
  | 'locationWithProfile'
  | 'site'
  | 'profile'
  | 'report'
  | 'user'
  | 'userAssociation'
  | 'userLocation'
  | 'comparisonGroup'
  | 'filter'
  | 'evaluation'
  | 'alert'
  | 'incident'
  | 'silence'
  | 'text';

/** What every result of an allowed list must belong to (checked against the link tables). */
export type ListScope = 'farm' | 'location' | 'association' | 'user' | 'entity' | 'ownLinks' | 'definition' | 'everything';

export interface OperationRule {
  /** Needs no bearer token (the OpenAPI says `security: []`). */
  public?: true;
  /** Changes state: called after every read, with bodies built per caller (see the test). */
  write?: true;
  target?: Target;
  list?: ListScope;
  /** One verdict per role, in ROLES order. */
  verdicts: string;
  /**
   * Statuses that also count as 'ok' on an allowed call (report queries: 204 when the target has
   * no data on the date, 400 when a call without the evaluated entity cannot be answered).
   */
  alsoOk?: readonly number[];
}

// Column legend for the rows below:
//  anonym superuser lkv-admin lkv-mitarbeiter ldwu-admin ldwu-admin-multi mitarbeiter neu-admin neu-mitarbeiter ohne-verband unvollstaendig
const PUBLIC = 'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok';
/** Signed-in, open whatever the terms status (current user and the like). */
const SIGNED_IN = '401 ok  ok  ok  ok  ok  ok  ok  ok  ok  ok';
/** The minimum data the terms page needs: a farm admin before acceptance reads it, their staff not. */
const MINIMUM = '401 ok  ok  ok  ok  ok  ok  ok  403 403 ok';
/** Everything else: farm users need accepted terms and an invoicing association. */
const GATED = '401 ok  ok  ok  ok  ok  ok  403 403 403 ok';

/** Writers of comparison groups, filters and evaluations: not farm staff without the flag, not behind the terms gate. */
const DEFINITION_WRITERS = '401 ok  ok  ok  ok  ok  403 403 403 403 ok';

/** create/replace/update/delete rows of one definition kind. */
function definitionWrites(name: string, target: Target): Record<string, OperationRule> {
  return {
    [`create${name}`]: { write: true, verdicts: DEFINITION_WRITERS },
    [`replace${name}`]: { write: true, target, verdicts: DEFINITION_WRITERS },
    [`update${name}`]: { write: true, target, verdicts: DEFINITION_WRITERS },
    [`delete${name}`]: { write: true, target, verdicts: DEFINITION_WRITERS },
  };
}

export const AUTHORIZATION_TABLE: Record<string, OperationRule> = {
  health: { public: true, verdicts: PUBLIC },
  listTexts: { public: true, list: 'everything', verdicts: PUBLIC },
  getText: { public: true, target: 'text', verdicts: PUBLIC },

  currentUser: { verdicts: SIGNED_IN },
  getUserTermsOfService: { target: 'user', verdicts: '401 ok  ok  ok  ok  ok  ok  own own own ok' },

  listFarms: { list: 'farm', verdicts: MINIMUM },
  getFarm: { target: 'farm', verdicts: MINIMUM },
  exportFarmsCsv: { verdicts: GATED },
  listLocations: { list: 'farm', verdicts: MINIMUM },
  getLocation: { target: 'location', verdicts: MINIMUM },
  listSites: { list: 'farm', verdicts: MINIMUM },
  getSite: { target: 'site', verdicts: MINIMUM },

  listAssociations: { list: 'association', verdicts: GATED },
  getAssociation: { target: 'association', verdicts: GATED },
  // The association's ranking: its own staff and admins and superusers; farm users are refused by role
  // (called without the required figure, an allowed caller gets 400).
  getAssociationRanking: { target: 'association', verdicts: '401 ok  ok  ok  403 403 403 403 403 403 403', alsoOk: [400] },
  exportAssociationRankingCsv: { target: 'association', verdicts: '401 ok  ok  ok  403 403 403 403 403 403 403', alsoOk: [400] },
  getLocationProfile: { target: 'locationWithProfile', verdicts: GATED },
  listProfiles: { list: 'location', verdicts: GATED },
  getProfile: { target: 'profile', verdicts: GATED },
  listSurveyChoices: { verdicts: GATED },
  listReportFields: { verdicts: GATED },
  listReports: { list: 'farm', verdicts: GATED },
  getReport: { target: 'report', verdicts: GATED },
  listUsers: { list: 'user', verdicts: GATED },
  getUser: { target: 'user', verdicts: GATED },
  listUserAssociations: { target: 'user', list: 'ownLinks', verdicts: GATED },
  getUserAssociation: { target: 'userAssociation', verdicts: '401 404 ok  ok  404 404 404 403 403 403 404' },
  listUserLocations: { target: 'user', list: 'ownLinks', verdicts: GATED },
  getUserLocation: { target: 'userLocation', verdicts: '401 404 404 404 404 404 ok  403 403 403 404' },
  listComparisonGroups: { list: 'definition', verdicts: GATED },
  getComparisonGroup: { target: 'comparisonGroup', verdicts: GATED },
  listFilters: { list: 'definition', verdicts: GATED },
  getFilter: { target: 'filter', verdicts: GATED },
  listEvaluations: { list: 'definition', verdicts: GATED },
  getEvaluation: { target: 'evaluation', verdicts: GATED },
  listAlerts: { list: 'entity', verdicts: GATED },
  // The controlling overview: one row per farm in scope.
  listAlertOverview: { list: 'farm', verdicts: GATED },
  getAlert: { target: 'alert', verdicts: GATED },
  listAlertTransitions: { target: 'alert', verdicts: GATED },
  // Where control fields stand now: called without the required entity, an allowed caller gets 400.
  listAlertStates: { verdicts: GATED, alsoOk: [400] },
  getCurrentValue: { verdicts: GATED, alsoOk: [400] },
  listIncidents: { list: 'entity', verdicts: GATED },
  getIncident: { target: 'incident', verdicts: GATED },
  // The start page's aggregate figures over the caller's scope.
  getDashboardSummary: { verdicts: GATED },
  listDashboardReports: { verdicts: GATED },

  // Writes. The anonymous caller acts for an account of its own ('gast') through the public routes.
  acceptTermsOfService: { write: true, target: 'user', verdicts: '401 403 403 403 ok  ok  403 ok  403 ok  ok' },
  obtainToken: { public: true, write: true, verdicts: PUBLIC },
  refreshToken: { public: true, write: true, verdicts: PUBLIC },
  logout: { public: true, write: true, verdicts: PUBLIC },
  requestPasswordReset: { public: true, write: true, verdicts: PUBLIC },
  resetPassword: { public: true, write: true, verdicts: PUBLIC },

  // ---- masterdata-api: farms, associations, locations, sites, profiles ----
  // Reads. The profile count is population-wide (only a number), so every signed-in caller gets it.
  countProfiles: { verdicts: GATED },
  // Writes (driven by their write plans). 'ok' for the plan's own target; a refusal on an own, visible
  // target is 403, while a foreign target outside the scope answers 404 (its existence does not leak).
  // Farms: master data of superusers; renaming by whoever administers the farm (write plan: rename).
  createFarm: { write: true, verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  replaceFarm: { write: true, target: 'farm', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  updateFarm: { write: true, target: 'farm', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  deleteFarm: { write: true, target: 'farm', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  createAssociation: { write: true, verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  replaceAssociation: { write: true, target: 'association', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  updateAssociation: { write: true, target: 'association', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  deleteAssociation: { write: true, target: 'association', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  // Locations: whoever administers the farm (farm admins, association admins, interim admins; the
  // association member's own farm target is one without interim admin rights).
  createLocation: { write: true, verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  replaceLocation: { write: true, target: 'location', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  updateLocation: { write: true, target: 'location', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  deleteLocation: { write: true, target: 'location', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  // Profiles: canManageLocationProfile (farm admin, association member, staff with allow_management; not association admins).
  saveLocationProfile: { write: true, target: 'location', verdicts: '401 ok  403 ok  ok  ok  ok  403 403 403 ok' },
  createProfile: { write: true, verdicts: '401 ok  403 ok  ok  ok  ok  403 403 403 ok' },
  replaceProfile: { write: true, target: 'profile', verdicts: '401 ok  403 ok  ok  ok  ok  403 403 403 ok' },
  updateProfile: { write: true, target: 'profile', verdicts: '401 ok  403 ok  ok  ok  ok  403 403 403 ok' },
  deleteProfile: { write: true, target: 'profile', verdicts: '401 ok  403 ok  ok  ok  ok  403 403 403 ok' },
  // Sites: assigning to a location by whoever administers the farm; the rest superusers.
  createSite: { write: true, verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  replaceSite: { write: true, target: 'site', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  updateSite: { write: true, target: 'site', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  deleteSite: { write: true, target: 'site', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },

  // ---- controlling-api: alerts (control fields) and incidents ----
  // Configuring: whoever may manage the entity's alerts (farm staff only with allow_alerts; the demo
  // 'mitarbeiter' has it); a foreign alert or incident answers 404. Incidents: no POST (detection
  // records them), acknowledging like configuring, deleting superusers only.
  createAlert: { write: true, verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  replaceAlert: { write: true, target: 'alert', verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  updateAlert: { write: true, target: 'alert', verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  deleteAlert: { write: true, target: 'alert', verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  checkAlerts: { write: true, verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  checkAlert: { write: true, target: 'alert', verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  updateIncident: { write: true, target: 'incident', verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  deleteIncident: { write: true, target: 'incident', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  // Silences: read like incidents (by the entity they belong to); muting and ending early like
  // configuring the entity's control fields. No delete: an ended silence stays as history.
  listSilences: { list: 'entity', verdicts: GATED },
  getSilence: { target: 'silence', verdicts: GATED },
  createSilence: { write: true, verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },
  updateSilence: { write: true, target: 'silence', verdicts: '401 ok  ok  ok  ok  ok  ok  403 403 403 ok' },

  // Report queries of the benchmark engine. 204: no data on the date; 400: a
  // profile-restricted group below the minimum, the location_size group without a location.
  ...reportQueryRows(),
  // ---- users-api: user writes, the CSV export, e-mail verification, links ----
  // Write calls act on fixtures inside the caller's scope (tests/support/write-plans/users.ts).
  // 'Alle Benutzer exportieren': admins only (association and farm admins).
  exportUsersCsv: { verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  // The create-roles table of product rules ‹Roles and permissions› (a farm-staff user on the caller's first location).
  createUser: { write: true, verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  // Everyone edits their own account; farm users behind the terms gate not.
  updateUser: { write: true, target: 'user', verdicts: GATED },
  requestEmailVerification: { write: true, target: 'user', verdicts: GATED },
  confirmEmail: { public: true, write: true, verdicts: PUBLIC },
  // Association links: the superuser links a member; everyone else tries their own account.
  createUserAssociation: { write: true, target: 'user', verdicts: '401 ok  403 403 403 403 403 403 403 403 403' },
  // A member of LKV Süd: its admin (and the superuser) change the link; nobody else sees the member.
  updateUserAssociation: { write: true, target: 'user', verdicts: '401 ok  ok  404 404 404 404 403 403 403 404' },
  deleteUserAssociation: { write: true, target: 'user', verdicts: '401 ok  ok  404 404 404 404 403 403 403 404' },
  // Farm staff on the caller's first location: association and farm admins; members and staff see, may not.
  createUserLocation: { write: true, target: 'user', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  updateUserLocation: { write: true, target: 'user', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  deleteUserLocation: { write: true, target: 'user', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  // A farm admin of the caller's first farm: only association admins (and the superuser) edit farm admins.
  addFarmAdmin: { write: true, target: 'user', verdicts: '401 ok  ok  403 403 403 403 403 403 403 403' },
  removeFarmAdmin: { write: true, target: 'user', verdicts: '401 ok  ok  403 403 403 403 403 403 403 403' },
  // Report queries of the benchmark engine. 204: no data on the date; 400: a
  // profile-restricted group below the minimum, the location_size group without a location.
  ...reportQueryRows(),

  // ---- comparison groups, figure filters and evaluations (writes), report
  // upload and exports. Writers: everyone who may manage evaluations (farm staff need 'Anlage von
  // Reporten'); edits and deletions on the caller's own definitions only.
  ...definitionWrites('ComparisonGroup', 'comparisonGroup'),
  ...definitionWrites('Filter', 'filter'),
  ...definitionWrites('Evaluation', 'evaluation'),
  // Binary transfers (REST only): upload for association admins and superusers, CSV export for admins.
  uploadReports: { write: true, verdicts: '401 ok  ok  403 403 403 403 403 403 403 403' },
  exportReportsCsv: { verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  exportSiteReportsCsv: { target: 'site', verdicts: '401 ok  ok  403 ok  ok  403 403 403 403 ok' },
  // The matrix's own evaluations are universal: without an entity the export answers 400.
  exportEvaluationXlsx: { target: 'evaluation', verdicts: GATED, alsoOk: [400] },
};

function reportQueryRows(): Record<string, OperationRule> {
  const rows: Record<string, OperationRule> = {};
  const noData = [204] as const;
  const targets = [
    ['Association', 'association'],
    ['Farm', 'farm'],
    ['Location', 'location'],
    ['Site', 'site'],
    ['ComparisonGroup', 'comparisonGroup'],
    ['Profile', 'profile'],
  ] as const;
  for (const [name, target] of targets) {
    const alsoOk = name === 'ComparisonGroup' ? [204, 400] : noData;
    rows[`get${name}Report`] = { target, verdicts: GATED, alsoOk };
    rows[`list${name}ReportDates`] = { target, verdicts: GATED, alsoOk };
    rows[`list${name}Reports`] = { target, verdicts: GATED, alsoOk };
  }
  for (const op of ['getComparisonGroupLocationSizeReport', 'listComparisonGroupLocationSizeReportDates', 'listComparisonGroupLocationSizeReports']) {
    rows[op] = { verdicts: GATED, alsoOk: [400] };
  }
  rows.countComparisonGroupMembers = { verdicts: GATED };
  rows.countComparisonGroupMembersByDefinition = { verdicts: GATED };
  rows.countComparisonGroupReportMembers = { target: 'comparisonGroup', verdicts: GATED };
  rows.countComparisonGroupReportMembersByDefinition = { target: 'comparisonGroup', verdicts: GATED };
  rows.listSiteReportHistory = { target: 'site', verdicts: GATED };
  // The timeline of up to four figures: called without its required entity and figure, an allowed caller gets 400.
  rows.getTimeline = { verdicts: GATED, alsoOk: [400] };
  return rows;
}

/**
 * REST routes the OpenAPI does not document: each names the documented operation whose verdicts it
 * shares (called over REST with that operation's row), or null for what is no operation of the API.
 */
export const UNDOCUMENTED_ROUTES: Record<string, string | null> = {
  'GET /api/v1/comparison-groups/': 'listComparisonGroups',
  'GET /api/v1/comparison-groups/{id}/': 'getComparisonGroup',
  'GET /api/v1/openapi.json': null,
  // Report queries under the hyphen spelling.
  'GET /api/v1/comparison-groups/{id}/report/': 'getComparisonGroupReport',
  'GET /api/v1/comparison-groups/{id}/report_dates/': 'listComparisonGroupReportDates',
  'GET /api/v1/comparison-groups/{id}/reports/': 'listComparisonGroupReports',
  'GET /api/v1/comparison-groups/location_size/report/': 'getComparisonGroupLocationSizeReport',
  'GET /api/v1/comparison-groups/location_size/report_dates/': 'listComparisonGroupLocationSizeReportDates',
  'GET /api/v1/comparison-groups/location_size/reports/': 'listComparisonGroupLocationSizeReports',
  'GET /api/v1/comparison-groups/count/': 'countComparisonGroupMembers',
  'POST /api/v1/comparison-groups/count/': 'countComparisonGroupMembersByDefinition',
  'GET /api/v1/comparison-groups/{id}/reports/count/': 'countComparisonGroupReportMembers',
  'POST /api/v1/comparison-groups/{id}/reports/count/': 'countComparisonGroupReportMembersByDefinition',
};

/** The verdict row of an operation as one verdict per role. */
export function verdictsOf(rule: OperationRule): Map<Role, Verdict> {
  const cells = rule.verdicts.trim().split(/\s+/);
  if (cells.length !== ROLES.length) throw new Error(`verdict row has ${cells.length} cells, expected ${ROLES.length}: ${rule.verdicts}`);
  return new Map(
    ROLES.map((role, i): [Role, Verdict] => {
      const cell = cells[i]!;
      if (cell === 'ok' || cell === 'own') return [role, cell];
      if (cell === '401' || cell === '403' || cell === '404') return [role, Number(cell) as Verdict];
      throw new Error(`unknown verdict ${cell}`);
    }),
  );
}

// Which heading of docs/product-rules.md holds the rule a former spec reference pointed to. Keys are
// 'document§section' ('1§4', '2§2.5'); a section may also name a part ('1§4' + 'user save'). The table
// "Former spec references" at the top of docs/product-rules.md says the same for readers.

/** A whole section (or subsection of document 2) → heading. */
export const SECTIONS = {
  '1§1': 'Product overview',
  '1§2': 'Screens and routes',
  '1§3': 'Entities and fields',
  '1§4': 'States and transitions',
  '1§5': 'Validation rules',
  '1§6': 'Roles and permissions',
  '1§7': 'REST calls',
  '1§8': 'Error catalogue',
  '1§9': 'Business constants and limits',
  '2§1': 'Product overview',
  '2§2': 'Screens and routes',
  '2§2.1': 'Evaluations list',
  '2§2.2': 'Evaluation modals',
  '2§2.3': 'Comparison-group modals',
  '2§2.4': 'Figure-filter modals',
  '2§2.5': 'Evaluation detail',
  '2§2.6': 'Deviation page',
  '2§2.7': 'Timeline page',
  '2§2.8': 'Data export',
  '2§2.9': 'Data check',
  '2§2.10': '404 page',
  '2§3': 'Entities and fields',
  '2§4': 'Evaluation and group workflows',
  '2§5': 'Validation rules',
  '2§6': 'Evaluation permissions',
  '2§7': 'REST calls',
  '2§7.1': 'Evaluation, group and filter calls',
  '2§7.2': 'Resource catalogue',
  '2§7.3': 'Report query filters',
  '2§8': 'Comparison-group and report errors',
  '2§9': 'Business constants and limits',
};

/**
 * Named parts of a section, lower case → heading. A reference names a part in quotes
 * (spec 1 §2 'Farm list') or, for these names only, without (spec 1 §4 Profile form).
 */
export const PARTS = {
  '1§2': {
    'login screen': 'Login',
    'header menu and navigation': 'Header and navigation',
    dashboard: 'Dashboard',
    'a data-integrity check that displays only errors': 'Dashboard',
    'farm list': 'Farm list',
    'farm management': 'Farm management',
    'site assignment': 'Farm management',
    'new location': 'New location',
    'neuer betrieb': 'New location',
    'location edit': 'Location edit',
    'profile survey': 'Profile survey',
    'user list': 'User list',
    'user form': 'User form',
    '/profile': 'User form',
    'controlling overview': 'Controlling overview',
    'entity controlling page': 'Entity controlling page',
    'control-field modals': 'Control-field modals',
    '404 page': '404 page',
  },
  '1§4': {
    authentication: 'Authentication',
    'session recovery': 'Session recovery',
    'navigation guard': 'Navigation guard',
    'terms status rule': 'Terms status',
    'other guards': 'Other guards',
    'data bootstrap': 'Data bootstrap',
    'farm activity': 'Farm activity',
    'user activity': 'User activity',
    'location deletion': 'Location deletion',
    'profile form': 'Profile form',
    'user save': 'User save',
    'control field': 'Control field',
    'control-field cell states': 'Control-field cell states',
  },
  '1§5': { 'sorting is locale-aware and case-insensitive': 'Filters and sorting' },
  '1§6': { 'manage alerts': 'Capabilities', table: 'Capabilities' },
  '1§7': {
    auth: 'Auth calls',
    farms: 'Master-data calls',
    locations: 'Master-data calls',
    sites: 'Master-data calls',
    profiles: 'Master-data calls',
    alerts: 'Controlling calls',
    incidents: 'Controlling calls',
    users: 'User calls',
  },
  '1§8': {
    specific: 'Login, terms and user errors',
    'login verweigert': 'Login, terms and user errors',
    'e-mail verifizieren': 'Login, terms and user errors',
  },
  '2§5': { 'zu wenig betriebsstätten': 'Comparison-group validation' },
  '2§8': { 'comparison-group preview': 'Comparison-group and report errors' },
  '2§9': { 'questionnaire enumerations': 'Questionnaire enumerations' },
};

/**
 * A bare reference to a large section ("spec 1 §2", "spec 1 §4") points to the part its comment is
 * about when the comment's line or the file says so; first match wins, lines before paths. A line and
 * its generated copy (a zod description in mesh/openapi.json) must land on the same heading, so
 * anything that reaches the OpenAPI document is matched by its line.
 */
export const HINTS = {
  '1§2': [
    { line: /overview's trigger text|aktuelle meldungen|'übersicht'/i, heading: 'Controlling overview' },
    { line: /entity controlling page|tooltip lines|kontrollfeld-überwachung|history switch/i, heading: 'Entity controlling page' },
    { line: /user list|alle benutzer|benutzer filtern|row's button now reads/i, heading: 'User list' },
    { line: /username|user form|e-mail verifizieren/i, heading: 'User form' },
    { line: /profile state/i, heading: 'Farm management' },
    { line: /main navigation|header menu/i, heading: 'Header and navigation' },
    { line: /chosen by itself/i, heading: 'Control-field modals' },
    { path: /(^|\/)(users-csv|csv-export|user-list|user-sort|UsersPage)[^/]*$/, heading: 'User list' },
    { path: /(^|\/)(user-form|UserForm|ProfilePage|users-username)[^/]*$|machines\/userForm\//, heading: 'User form' },
    { path: /(^|\/)(login-form|LoginPage)[^/]*$/, heading: 'Login' },
    { path: /(^|\/)(menu|HeaderMenu)\.[^/]*$/, heading: 'Header and navigation' },
    { path: /(^|\/)(password-reset|ResetPasswordPages)[^/]*$|machines\/passwordReset\//, heading: 'Password reset and public pages' },
    { path: /controlling\/(AlertOverview|CurrentIncidents|ControllingOverviewPage)\.tsx$/, heading: 'Controlling overview' },
    { path: /controlling\/(EntityControllingPage|ValueCell|ControlFieldTable)\.tsx$/, heading: 'Entity controlling page' },
    { path: /(^|\/)(DashboardPage|ReportsTable|dashboard)\.[^/]*$/, heading: 'Dashboard' },
    { path: /(^|\/)(SurveyPage|profile-survey|SurveyEditor)[^/]*$/, heading: 'Profile survey' },
    { path: /(^|\/)farm-list[^/]*$/, heading: 'Farm list' },
    { path: /(^|\/)NotFoundPage\.tsx$/, heading: '404 page' },
  ],
  '1§4': [
    { line: /terms/i, heading: 'Terms status' },
    { line: /control-field cell/i, heading: 'Control-field cell states' },
    { line: /unanswered/i, heading: 'Profile form' },
    { line: /save by differences|something changed/i, heading: 'User save' },
    { line: /incident detection/i, heading: 'Incident detection and mails' },
    { line: /latest-report fall-back|control field|in\/notin|add and save/i, heading: 'Control field' },
    { line: /isauthenticated|authenticat/i, heading: 'Authentication' },
    { line: /evaluation guard/i, heading: 'Other guards' },
    { path: /machines\/(auth)\/|(^|\/)jwt-claims[^/]*$/, heading: 'Authentication' },
    { path: /machines\/session\//, heading: 'Session recovery' },
    { path: /machines\/bootstrap\//, heading: 'Data bootstrap' },
    { path: /machines\/navigationGuard\//, heading: 'Navigation guard' },
    { path: /machines\/termsAcceptance\/|(^|\/)terms[^/]*$/, heading: 'Terms status' },
    { path: /services\/controlling\/detect\.ts$/, heading: 'Incident detection and mails' },
    { path: /machines\/controlFieldForm\//, heading: 'Control field' },
    { path: /(^|\/)user-form[^/]*$|machines\/userForm\//, heading: 'User save' },
  ],
  '1§8': [
    { line: /conflict dialog|refusals|e-mail verifizieren|texts of|maps the codes/i, heading: 'Login, terms and user errors' },
    { line: /group's values were refused|names why the group/i, heading: 'Comparison-group and report errors' },
    { line: /generic handler|field messages|keine aktiven|10 s|120 s|outside the tree|english originals/i, heading: 'Generic error handler' },
    { path: /(^|\/)VerifyEmailPage\.tsx$/, heading: 'Login, terms and user errors' },
  ],
};

// Route rules used by the navigation guard and the login screen (product rules ‹Screens and routes›, ‹States and transitions›).

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const TERMS_PATH = '/terms-of-service';
export const DATA_CHECK_PATH = '/data-check';
export const NOT_FOUND_PATH = '/404';
export const PRIVACY_PATH = '/privacy-policy';
export const IMPRINT_PATH = '/impressum';
/** The page the password-reset mail links to (its token is the proof). */
export const RESET_PASSWORD_VERIFICATION_PATH = '/reset-password-verification';
/** The page the e-mail verification mail links to (its token is the proof). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** Routes that need no login. */
export const PUBLIC_PATHS = [
  LOGIN_PATH,
  PRIVACY_PATH,
  IMPRINT_PATH,
  '/reset-password',
  '/reset-password-instructions-sent',
  RESET_PASSWORD_VERIFICATION_PATH,
  '/reset-password-verification-success',
  VERIFY_EMAIL_PATH,
  NOT_FOUND_PATH,
] as const;

/** The public pages crawlers may read (/robots.txt): login and the legal texts. */
export const CRAWLABLE_PATHS = [LOGIN_PATH, IMPRINT_PATH, PRIVACY_PATH] as const;

const BASE = 'http://herdenblick.invalid';
const parse = (path: string) => new URL(path.startsWith('/') ? path : `/${path}`, BASE);
const pathnameOf = (path: string) => parse(path).pathname.replace(/\/+$/, '') || '/';

export const isPublicPath = (path: string) => (PUBLIC_PATHS as readonly string[]).includes(pathnameOf(path));
export const isTermsPath = (path: string) => pathnameOf(path) === TERMS_PATH;

/** A redirect target is accepted only as an in-app absolute path (no scheme, no '//' host). */
export const isSafeRedirect = (target: unknown): target is string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');

/**
 * Where an unauthenticated (or offline) navigation goes: '/login?redirect=<current path>', without
 * the parameter for '/', and reusing an existing redirect parameter instead of nesting it.
 */
export function loginRedirectPath(currentPath: string): string {
  const url = parse(currentPath);
  const existing = url.searchParams.get('redirect');
  if (isSafeRedirect(existing)) return `${LOGIN_PATH}?redirect=${encodeURIComponent(existing)}`;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (pathname === '/' || pathname === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/** After login: the redirect query parameter if it is a (safe) string, otherwise '/'. */
export function afterLoginPath(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const target = params.get('redirect');
  return isSafeRedirect(target) ? target : HOME_PATH;
}

// localStorage access for the browser app. Every access is guarded: private mode, quota or a
// disabled storage must never break the app.

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the value lives for this page only */
  }
}

/**
 * Keys outside the auth prefix 'herdenblick.' (src/app/auth-storage.ts), which logout clears:
 * the cookie notice is acknowledged per browser, not per login.
 */
export const STORAGE_KEYS = {
  cookieNotice: 'herdenblick-cookie-notice',
} as const;

export const cookieNoticeAcknowledged = () => readJson<boolean>(STORAGE_KEYS.cookieNotice) === true;
export const acknowledgeCookieNotice = () => writeJson(STORAGE_KEYS.cookieNotice, true);

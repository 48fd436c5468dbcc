// Persistence of the auth session in a Web Storage (window.localStorage in the app): the
// restore / save / clear part of the auth machine's effects (src/machines/auth/effects.ts).
import type { Tokens } from '../domain/jwt-claims.ts';
import type { AuthEffects } from '../machines/auth/effects.ts';
import type { AuthUser, PersistedSession } from '../machines/auth/machine.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Every key the app persists starts with this prefix; logout removes them all (tokens, user, farm ids, survey data). */
export const STORAGE_PREFIX = 'herdenblick.';
export const STORAGE_KEYS = {
  tokens: `${STORAGE_PREFIX}tokens`,
  user: `${STORAGE_PREFIX}user`,
  farmIds: `${STORAGE_PREFIX}farmIds`,
  /** Survey (profile questionnaire) data; other modules may add keys under this prefix. */
  survey: `${STORAGE_PREFIX}survey`,
} as const;

function read<T>(storage: KeyValueStorage, key: string, valid: (v: unknown) => v is T): T | null {
  try {
    const raw = storage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const isTokens = (v: unknown): v is Tokens => !!v && typeof v === 'object' && typeof (v as Tokens).access === 'string';
const isUser = (v: unknown): v is AuthUser => !!v && typeof v === 'object' && typeof (v as AuthUser).id === 'number' && Array.isArray((v as AuthUser).farms);
const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

export function readSession(storage: KeyValueStorage): PersistedSession | null {
  const tokens = read(storage, STORAGE_KEYS.tokens, isTokens);
  if (!tokens) return null;
  return { tokens, user: read(storage, STORAGE_KEYS.user, isUser), farmIds: read(storage, STORAGE_KEYS.farmIds, isIds) ?? [] };
}

export function writeSession(storage: KeyValueStorage, session: PersistedSession): void {
  const put = (key: string, value: unknown) => (value === null ? storage.removeItem(key) : storage.setItem(key, JSON.stringify(value)));
  put(STORAGE_KEYS.tokens, session.tokens);
  put(STORAGE_KEYS.user, session.user);
  put(STORAGE_KEYS.farmIds, session.farmIds);
}

export function clearStorage(storage: KeyValueStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** The storage half of the auth effects over a Web Storage. */
export function storageEffects(storage: KeyValueStorage): Pick<AuthEffects, 'restore' | 'save' | 'clear'> {
  return {
    restore: async () => readSession(storage),
    save: (session) => writeSession(storage, session),
    clear: () => clearStorage(storage),
  };
}

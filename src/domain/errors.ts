// The error catalogue of product rules ‹Error catalogue›: API error → German notice. Pure; the gateway builds ApiError
// from responses (or from GraphQL errors carrying the upstream status) and throws it.
import { labelledLines, mapFieldErrors, type FieldLabels } from './field-errors.ts';
import { termsRefusalNotice } from './terms-access.ts';

export type NoticeLevel = 'error' | 'warning' | 'info' | 'success';
export interface Notice {
  title: string;
  message: string;
  level: NoticeLevel;
}

/** The server's error body (src/api/http/errors.ts). */
export interface ApiErrorBody {
  detail?: string;
  code?: string;
  errors?: Record<string, string[]>;
  field_codes?: Record<string, string[]>;
}

/** What the catalogue needs to know; status null means the request got no response. */
export interface ApiErrorInfo {
  status: number | null;
  statusText?: string;
  code?: string;
  detail?: string;
  fields?: Record<string, readonly string[]>;
  /** Codes per field message ('taken', 'already_associated', …), parallel to `fields`. */
  fieldCodes?: Record<string, readonly string[]>;
  /** Aborted by the caller: neither retried nor reported. */
  aborted?: boolean;
}

export const DEFAULT_ERROR_TITLE = 'Server-Nachricht';
export const LOGIN_FAILED_TITLE = 'Authentifizierung gescheitert.';
export const UNKNOWN_ERROR_TEXT = 'unbekannter Fehler';
export const MESSAGES = {
  tokenNotValid: 'Zugangs-Token ist ausgelaufen.',
  noActiveFarm: 'Keine aktiven LDWUs vorhanden.',
  wrongCredentials: 'Login-Daten sind nicht korrekt.',
  unreachableTitle: 'Server nicht erreichbar',
  unreachable:
    'Zurzeit besteht eine hohe Auslastung auf dem Server. Ihre Anfrage konnte deswegen nicht bearbeitet werden. Bitte probieren Sie es etwas später noch einmal.',
} as const;
/** The server's German detail when nothing more specific is known (REST, the gateway, the page server's 404). */
export const PROBLEM_TEXTS = {
  notAuthenticated: 'Anmeldedaten fehlen.',
  permissionDenied: 'Sie haben keine Berechtigung für diese Aktion.',
  notFound: 'Nicht gefunden.',
} as const;
/** A legal text (/texts/{name}/) that does not exist, as the server answers and the page shows it. */
export const TEXT_NOT_FOUND = 'Text nicht gefunden.';
/** Server details (English originals, product rules ‹Generic error handler›) recognised besides the codes. */
export const DETAIL_NO_ACTIVE_FARM = 'User has no active farm.';
export const DETAIL_NO_ACTIVE_ACCOUNT = 'No active account found with the given credentials';

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  408: 'Request Timeout', 409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 501: 'Not Implemented',
  502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

/** An error thrown by the clients; serialisable (journal) and recognised by toApiErrorInfo. */
export class ApiError extends Error implements ApiErrorInfo {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly statusText?: string;
  readonly code?: string;
  readonly detail?: string;
  readonly fields?: Record<string, readonly string[]>;
  readonly fieldCodes?: Record<string, readonly string[]>;
  readonly aborted?: boolean;

  constructor(info: ApiErrorInfo) {
    super(info.status === null ? 'Keine Antwort vom Server' : `HTTP ${info.status}${info.detail ? `: ${info.detail}` : ''}`);
    this.status = info.status;
    if (info.statusText !== undefined) this.statusText = info.statusText;
    if (info.code !== undefined) this.code = info.code;
    if (info.detail !== undefined) this.detail = info.detail;
    if (info.fields !== undefined) this.fields = info.fields;
    if (info.fieldCodes !== undefined) this.fieldCodes = info.fieldCodes;
    if (info.aborted) this.aborted = true;
  }

  static fromResponse(status: number, statusText: string | undefined, body: unknown): ApiError {
    const b = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
    return new ApiError({
      status,
      ...(statusText ? { statusText } : {}),
      ...(typeof b.code === 'string' ? { code: b.code } : {}),
      ...(typeof b.detail === 'string' ? { detail: b.detail } : {}),
      ...(b.errors && typeof b.errors === 'object' ? { fields: b.errors } : {}),
      ...(b.field_codes && typeof b.field_codes === 'object' ? { fieldCodes: b.field_codes } : {}),
    });
  }

  static noResponse(aborted = false): ApiError {
    return new ApiError({ status: null, ...(aborted ? { aborted } : {}) });
  }

  toJSON(): ApiErrorInfo & { name: 'ApiError' } {
    const { status, statusText, code, detail, fields, fieldCodes, aborted } = this;
    return { name: 'ApiError', status, statusText, code, detail, fields, fieldCodes, aborted };
  }
}

/** ApiError instances and plain objects with a `status` (number or null) count as API errors. */
export function toApiErrorInfo(error: unknown): ApiErrorInfo | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const e = error as Record<string, unknown>;
  if (e.status !== null && typeof e.status !== 'number') return null;
  const info: ApiErrorInfo = { status: e.status as number | null };
  if (typeof e.statusText === 'string') info.statusText = e.statusText;
  if (typeof e.code === 'string') info.code = e.code;
  if (typeof e.detail === 'string') info.detail = e.detail;
  if (e.fields && typeof e.fields === 'object') info.fields = e.fields as Record<string, string[]>;
  if (e.fieldCodes && typeof e.fieldCodes === 'object') info.fieldCodes = e.fieldCodes as Record<string, string[]>;
  if (e.aborted === true) info.aborted = true;
  return info;
}

export const reasonPhrase = (info: Pick<ApiErrorInfo, 'status' | 'statusText'>) =>
  info.statusText?.trim() || (info.status !== null ? REASON_PHRASES[info.status] : undefined) || '';

const statusLine = (info: ApiErrorInfo) => {
  const text = reasonPhrase(info);
  return `Fehlercode: ${info.status}${text ? ` (${text})` : ''}`;
};

/**
 * Product rules ‹Generic error handler› generic handler. null: an aborted request, which is ignored. `labels` name a 400's
 * fields in German (the form's labels) instead of their API names.
 */
export function describeApiError(info: ApiErrorInfo, title: string = DEFAULT_ERROR_TITLE, labels?: FieldLabels): Notice | null {
  if (info.aborted) return null;
  if (info.status === null) return { title: MESSAGES.unreachableTitle, message: MESSAGES.unreachable, level: 'warning' };
  if (info.status === 401) {
    if (info.code === 'token_not_valid') return { title, message: MESSAGES.tokenNotValid, level: 'error' };
    if (info.code === 'no_active_farm' || info.detail === DETAIL_NO_ACTIVE_FARM) return { title, message: MESSAGES.noActiveFarm, level: 'error' };
    if (info.code === 'no_active_account' || info.detail === DETAIL_NO_ACTIVE_ACCOUNT) return { title, message: MESSAGES.wrongCredentials, level: 'error' };
  }
  // The API refuses a farm's data while its terms are not accepted: the same denial as the guard's.
  if (info.status === 403) {
    const denial = termsRefusalNotice(info.code);
    if (denial) return denial;
  }
  if (info.status === 400) {
    const lines = labelledLines(info.fields, labels);
    if (lines.length === 0 && info.detail) lines.push(`Details: ${info.detail}`);
    return { title, message: [statusLine(info), ...lines].join('\n'), level: 'error' };
  }
  return { title, message: [statusLine(info), ...(info.detail ? [`Details: ${info.detail}`] : [])].join('\n'), level: 'error' };
}

/** An error that already carries its notice (e.g. a failed bootstrap handed on to the navigation guard). */
export class NoticeError extends Error {
  override readonly name = 'NoticeError';
  constructor(readonly notice: Notice) {
    super(notice.message);
  }
}

/** Any thrown value → notice (non-API errors: their message, else 'unbekannter Fehler'). null when aborted. */
export function noticeFromError(error: unknown, title: string = DEFAULT_ERROR_TITLE, labels?: FieldLabels): Notice | null {
  if (error instanceof NoticeError) return error.notice;
  const info = toApiErrorInfo(error);
  if (info) return describeApiError(info, title, labels);
  const raw = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  const message = typeof raw === 'string' && raw ? raw : UNKNOWN_ERROR_TEXT;
  return { title, message, level: 'error' };
}

/**
 * A refused form save: a 400's field messages on the form's own fields (`fieldOf` maps an API path
 * to one, or null), a notice only for the rest or for any other failure, its fields named by
 * `labels` (German) instead of their API names.
 */
export function formRefusal<F extends string>(
  error: unknown,
  fieldOf: (path: string) => F | null,
  options: { title?: string; labels?: FieldLabels } = {},
): { fields: Partial<Record<F, string>>; notice: Notice | null } {
  const info = toApiErrorInfo(error);
  if (info?.status === 400 && info.fields && Object.keys(info.fields).length) {
    const { byField, unmapped } = mapFieldErrors(info.fields, fieldOf);
    const rest = Object.keys(unmapped).length ? describeApiError({ ...info, fields: unmapped }, options.title, options.labels) : null;
    return { fields: byField, notice: rest };
  }
  return { fields: {}, notice: noticeFromError(error, options.title, options.labels) };
}

/** The helper that joins the response's field messages into one text (product rules ‹Generic error handler›). */
export function joinFieldMessages(error: unknown): string {
  const info = toApiErrorInfo(error);
  if (!info || info.status === null) return UNKNOWN_ERROR_TEXT;
  const messages = Object.values(info.fields ?? {}).flatMap((m) => [...m]);
  return messages.join(' ') || info.detail || UNKNOWN_ERROR_TEXT;
}

/** User save, status 400 (product rules ‹Login, terms and user errors›). null: not one of these; use the generic handler. */
export function describeUserSaveError(error: unknown): Notice | null {
  const info = toApiErrorInfo(error);
  if (!info || info.status !== 400) return null;
  const f = info.fields ?? {};
  const codes = info.fieldCodes ?? {};
  if ((codes.username ?? []).includes('taken') || (f.username ?? []).some((m) => /taken|vergeben/i.test(m))) {
    return { title: 'Benutzername vergeben', message: 'Der Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.', level: 'error' };
  }
  if ((codes.email ?? []).includes('already_associated') || (f.email ?? []).some((m) => /already associated|bereits/i.test(m))) {
    return {
      title: 'E-Mail-Adresse vergeben',
      message: 'Die angegebene E-Mail-Adresse wurde bereits einem anderen Nutzer zugewiesen. Bitte wählen Sie eine andere.',
      level: 'error',
    };
  }
  if (f.password?.length) return { title: 'Passwort unzulässig', message: [...f.password].join(' '), level: 'error' };
  return null;
}

export const EMAIL_VERIFICATION_NOTICE: Notice = {
  title: 'E-Mail verifizieren',
  message: 'Ihrer E-Mail-Adresse wurde ein Bestätigungslink zugesendet. Bitte bestätigen Sie diesen, um Ihre E-Mail-Adresse zu verifizieren.',
  level: 'info',
};

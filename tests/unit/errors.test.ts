import { describe, expect, it } from 'vitest';
import {
  ApiError, DEFAULT_ERROR_TITLE, EMAIL_VERIFICATION_NOTICE, LOGIN_FAILED_TITLE, NoticeError, describeApiError, describeUserSaveError,
  joinFieldMessages, noticeFromError, reasonPhrase, toApiErrorInfo,
} from '../../src/domain/errors.ts';

const UNREACHABLE =
  'Zurzeit besteht eine hohe Auslastung auf dem Server. Ihre Anfrage konnte deswegen nicht bearbeitet werden. Bitte probieren Sie es etwas später noch einmal.';

describe('describeApiError (product rules ‹Error catalogue›)', () => {
  it('401 token_not_valid', () => {
    expect(describeApiError({ status: 401, code: 'token_not_valid', detail: 'egal' })).toEqual({ title: 'Server-Nachricht', message: 'Zugangs-Token ist ausgelaufen.', level: 'error' });
  });
  it('401 no active farm, by code or by detail', () => {
    const want = { title: 'Server-Nachricht', message: 'Keine aktiven LDWUs vorhanden.', level: 'error' };
    expect(describeApiError({ status: 401, code: 'no_active_farm' })).toEqual(want);
    expect(describeApiError({ status: 401, detail: 'User has no active farm.' })).toEqual(want);
  });
  it('401 wrong credentials, by code or by detail, with the login title', () => {
    const want = { title: 'Authentifizierung gescheitert.', message: 'Login-Daten sind nicht korrekt.', level: 'error' };
    expect(describeApiError({ status: 401, code: 'no_active_account' }, LOGIN_FAILED_TITLE)).toEqual(want);
    expect(describeApiError({ status: 401, detail: 'No active account found with the given credentials' }, LOGIN_FAILED_TITLE)).toEqual(want);
  });
  it('other 401s fall back to the status message', () => {
    expect(describeApiError({ status: 401, code: 'user_inactive', detail: 'Benutzer ist inaktiv.' })!.message).toBe('Fehlercode: 401 (Unauthorized)\nDetails: Benutzer ist inaktiv.');
  });
  it('400: Fehlercode: 400 (status text) plus field names and messages', () => {
    expect(describeApiError({ status: 400, statusText: 'Bad Request', fields: { email: ['Ungültig.', 'Zu lang.'], username: ['Fehlt.'] } })).toEqual({
      title: DEFAULT_ERROR_TITLE,
      message: 'Fehlercode: 400 (Bad Request)\nemail: Ungültig. Zu lang.\nusername: Fehlt.',
      level: 'error',
    });
    expect(describeApiError({ status: 400, detail: 'Die Eingaben sind ungültig.' })!.message).toBe('Fehlercode: 400 (Bad Request)\nDetails: Die Eingaben sind ungültig.');
    expect(describeApiError({ status: 400 })!.message).toBe('Fehlercode: 400 (Bad Request)');
  });
  it('other statuses: code, status text and Details when present', () => {
    expect(describeApiError({ status: 500, detail: 'kaputt' }, 'Speichern')).toEqual({ title: 'Speichern', message: 'Fehlercode: 500 (Internal Server Error)\nDetails: kaputt', level: 'error' });
    expect(describeApiError({ status: 404 })!.message).toBe('Fehlercode: 404 (Not Found)');
    expect(describeApiError({ status: 418 })!.message).toBe('Fehlercode: 418');
    expect(describeApiError({ status: 418, statusText: "I'm a teapot" })!.message).toBe("Fehlercode: 418 (I'm a teapot)");
  });
  it('no response: warning Server nicht erreichbar', () => {
    expect(describeApiError({ status: null }, 'egal')).toEqual({ title: 'Server nicht erreichbar', message: UNREACHABLE, level: 'warning' });
  });
  it('aborted requests are ignored', () => {
    expect(describeApiError({ status: null, aborted: true })).toBeNull();
  });
});

describe('ApiError and normalisation', () => {
  it('fromResponse reads the server body shape', () => {
    const e = ApiError.fromResponse(400, 'Bad Request', { detail: 'Die Eingaben sind ungültig.', code: 'invalid', errors: { name: ['Fehlt.'] } });
    expect(e).toBeInstanceOf(Error);
    expect(toApiErrorInfo(e)).toEqual({ status: 400, statusText: 'Bad Request', code: 'invalid', detail: 'Die Eingaben sind ungültig.', fields: { name: ['Fehlt.'] } });
    expect(toApiErrorInfo(ApiError.fromResponse(502, '', 'not json'))).toEqual({ status: 502 });
    expect(ApiError.fromResponse(500, undefined, null).message).toBe('HTTP 500');
  });
  it('noResponse and JSON round trip', () => {
    expect(toApiErrorInfo(ApiError.noResponse())).toEqual({ status: null });
    expect(toApiErrorInfo(ApiError.noResponse(true))).toEqual({ status: null, aborted: true });
    const json = JSON.parse(JSON.stringify(new ApiError({ status: 401, code: 'token_not_valid' })));
    expect(describeApiError(toApiErrorInfo(json)!)).toEqual(describeApiError({ status: 401, code: 'token_not_valid' }));
  });
  it('non-API values are not API errors', () => {
    for (const v of [null, undefined, 'x', 3, new Error('x'), { status: '400' }, { code: 'x' }]) expect(toApiErrorInfo(v)).toBeNull();
  });
  it('reasonPhrase prefers the given status text', () => {
    expect(reasonPhrase({ status: 503, statusText: ' ' })).toBe('Service Unavailable');
    expect(reasonPhrase({ status: 503, statusText: 'Wartung' })).toBe('Wartung');
    expect(reasonPhrase({ status: null })).toBe('');
  });
});

describe('noticeFromError, joinFieldMessages, specific handlers', () => {
  it('noticeFromError for any thrown value', () => {
    expect(noticeFromError(new ApiError({ status: 503 }))!.message).toBe('Fehlercode: 503 (Service Unavailable)');
    expect(noticeFromError(new Error('Netzwerk weg'), 'T')).toEqual({ title: 'T', message: 'Netzwerk weg', level: 'error' });
    expect(noticeFromError({ message: 'aus dem Journal' })!.message).toBe('aus dem Journal');
    expect(noticeFromError('string')).toEqual({ title: 'Server-Nachricht', message: 'unbekannter Fehler', level: 'error' });
    expect(noticeFromError(ApiError.noResponse(true))).toBeNull();
    const notice = { title: 'A', message: 'B', level: 'warning' as const };
    expect(noticeFromError(new NoticeError(notice))).toBe(notice);
  });
  it('joinFieldMessages', () => {
    expect(joinFieldMessages(ApiError.noResponse())).toBe('unbekannter Fehler');
    expect(joinFieldMessages(new Error('x'))).toBe('unbekannter Fehler');
    expect(joinFieldMessages(new ApiError({ status: 400, fields: { a: ['Eins.'], b: ['Zwei.', 'Drei.'] } }))).toBe('Eins. Zwei. Drei.');
    expect(joinFieldMessages(new ApiError({ status: 403, detail: 'Verboten.' }))).toBe('Verboten.');
    expect(joinFieldMessages(new ApiError({ status: 500 }))).toBe('unbekannter Fehler');
  });
  it('user save: username taken, e-mail in use, password rejected', () => {
    expect(describeUserSaveError(new ApiError({ status: 400, fields: { username: ['A user with that username is already taken.'] } }))).toEqual({
      title: 'Benutzername vergeben',
      message: 'Der Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.',
      level: 'error',
    });
    expect(describeUserSaveError(new ApiError({ status: 400, fields: { email: ['This email is already associated with another user.'] } }))).toEqual({
      title: 'E-Mail-Adresse vergeben',
      message: 'Die angegebene E-Mail-Adresse wurde bereits einem anderen Nutzer zugewiesen. Bitte wählen Sie eine andere.',
      level: 'error',
    });
    expect(describeUserSaveError(new ApiError({ status: 400, fields: { password: ['Zu kurz.', 'Zu einfach.'] } }))).toEqual({
      title: 'Passwort unzulässig',
      message: 'Zu kurz. Zu einfach.',
      level: 'error',
    });
    expect(describeUserSaveError(new ApiError({ status: 400, fields: { first_name: ['Fehlt.'] } }))).toBeNull();
    expect(describeUserSaveError(new ApiError({ status: 500, fields: { username: ['taken'] } }))).toBeNull();
    expect(describeUserSaveError(new Error('x'))).toBeNull();
  });
  it('user save: the field codes of the API decide, whatever the message says', () => {
    const taken = ApiError.fromResponse(400, 'Bad Request', { detail: 'x', code: 'invalid', errors: { username: ['Gibt es schon.'] }, field_codes: { username: ['taken'] } });
    expect(taken.fieldCodes).toEqual({ username: ['taken'] });
    expect(describeUserSaveError(taken)?.title).toBe('Benutzername vergeben');
    const inUse = new ApiError({ status: 400, fields: { email: ['Schon zugeordnet.'] }, fieldCodes: { email: ['already_associated'] } });
    expect(describeUserSaveError(inUse)?.title).toBe('E-Mail-Adresse vergeben');
    expect(describeUserSaveError(new ApiError({ status: 400, fields: { email: ['Ungültig.'] }, fieldCodes: { email: ['invalid'] } }))).toBeNull();
  });
  it('e-mail verification notice text', () => {
    expect(EMAIL_VERIFICATION_NOTICE.message).toBe(
      'Ihrer E-Mail-Adresse wurde ein Bestätigungslink zugesendet. Bitte bestätigen Sie diesen, um Ihre E-Mail-Adresse zu verifizieren.',
    );
  });
});

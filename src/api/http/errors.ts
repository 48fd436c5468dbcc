// Errors carry their HTTP status; the app's error handler turns them into JSON problem bodies:
// { detail, code? } or, for invalid input, { detail, errors: { field: [messages] } }.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

export const notFound = (detail = 'Nicht gefunden.') => new HttpError(404, detail, 'not_found');
export const forbidden = (detail = 'Sie haben keine Berechtigung für diese Aktion.') =>
  new HttpError(403, detail, 'permission_denied');
export const badRequest = (errors: Record<string, string[]>, detail = 'Die Eingaben sind ungültig.') =>
  new HttpError(400, detail, 'invalid', errors);
export const unauthorized = (detail: string, code: string) => new HttpError(401, detail, code);

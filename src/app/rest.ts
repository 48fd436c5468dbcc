// Binary transfers over REST (file downloads such as XLSX/CSV exports, the report upload): the one
// road to the server besides the GraphQL gateway (ARCHITECTURE 'Walls'). Errors become the domain's
// ApiError, so the error catalogue of spec 1 §8 applies.
import { ApiError } from '../domain/errors.ts';

export const API_BASE = '/api/v1';

async function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  } catch (error) {
    throw ApiError.noResponse(error instanceof Error && error.name === 'AbortError');
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: the text is the detail */
    }
    throw ApiError.fromResponse(response.status, response.statusText, body);
  }
  return response;
}

/** GET a file (e.g. /users/csv/) as a Blob. */
export async function downloadFile(path: string, token: string | null, signal?: AbortSignal): Promise<Blob> {
  return (await send(path, { method: 'GET', ...(signal ? { signal } : {}) }, token)).blob();
}

/** POST a file (multipart) and read the JSON answer. */
export async function uploadFile<T>(path: string, form: FormData, token: string | null, signal?: AbortSignal): Promise<T> {
  return (await (await send(path, { method: 'POST', body: form, ...(signal ? { signal } : {}) }, token)).json()) as T;
}

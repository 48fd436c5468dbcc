// Plain REST calls for what the GraphQL gateway does not carry (public password-reset endpoints,
// texts fallback, terms acceptance). Errors become the domain's ApiError, so the error catalogue applies.
import { ApiError } from '../domain/errors.ts';

export const API_BASE = '/api/v1';

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

export async function restJson<T>(path: string, { method = 'GET', body, token, signal }: RestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    throw ApiError.noResponse(error instanceof Error && error.name === 'AbortError');
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, response.statusText, data);
  return data as T;
}

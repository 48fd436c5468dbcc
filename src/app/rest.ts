// Binary transfers over REST (file downloads such as XLSX/CSV exports, the report upload): the one
// road to the server besides the GraphQL gateway (ARCHITECTURE 'Walls'). Errors become the domain's
// ApiError, so the error catalogue of product rules ‹Error catalogue› applies.
import { ApiError } from '../domain/errors.ts';
import type { TransferProgress } from '../domain/transfer.ts';

export type { TransferProgress };

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

/**
 * GET a file, reading the body as it streams so the caller can show bytes and rows received (the
 * report export is streamed by the server and has no Content-Length).
 */
export async function downloadWithProgress(path: string, token: string | null, onProgress: (p: TransferProgress) => void, signal?: AbortSignal): Promise<Blob> {
  const response = await send(path, { method: 'GET', ...(signal ? { signal } : {}) }, token);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  let lines = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
      onProgress({ loaded, total, lines });
    }
  } catch (error) {
    throw ApiError.noResponse(error instanceof Error && error.name === 'AbortError');
  }
  return new Blob(chunks, { type });
}

/**
 * POST a file (multipart) with upload progress (fetch cannot report it, XMLHttpRequest can). The
 * progress reaches `total` when the file is sent; the server then checks it before it answers.
 */
export function uploadWithProgress<T>(path: string, form: FormData, token: string | null, onProgress: (p: TransferProgress) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : null, lines: 0 }));
    xhr.addEventListener('load', () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the text is the detail */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(ApiError.fromResponse(xhr.status, xhr.statusText, body));
    });
    xhr.addEventListener('error', () => reject(ApiError.noResponse()));
    xhr.addEventListener('abort', () => reject(ApiError.noResponse(true)));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

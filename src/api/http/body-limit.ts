// Request body limits by route. The server's default (Fastify's bodyLimit, set in src/server/server.ts)
// is `json`; a route that needs another limit passes `bodyLimit: BODY_LIMITS.<kind>` in its options:
//   small   anonymous and credential routes (login, refresh, logout, password reset, terms acceptance)
//   json    every other JSON route (the default)
//   upload  file uploads (the MLP report upload): only on such routes, never as a default
// A larger body is refused before it is read to the end: 413 with the JSON error shape. The upload
// limit is the default of UPLOAD_LIMIT_MB (src/config.ts): a national monthly file (60,000 sites ×
// 170 figures) is 50–60 MB, so 200 MB leave room for more figures and sites; the report upload
// streams, its memory does not grow with the file. A larger file is refused whole (413).

/** Default upload limit in MB (1 MB = 1,048,576 bytes). */
export const UPLOAD_LIMIT_MB = 200;
const MB = 1024 * 1024;
export const mbToBytes = (mb: number) => Math.round(mb * MB);

export const BODY_LIMITS = {
  small: 4 * 1024,
  json: 256 * 1024,
  upload: UPLOAD_LIMIT_MB * MB,
} as const;

export type BodyLimitKind = keyof typeof BODY_LIMITS;

// Request body limits by route. The server's default (Fastify's bodyLimit, set in src/server/server.ts)
// is `json`; a route that needs another limit passes `bodyLimit: BODY_LIMITS.<kind>` in its options:
//   small   anonymous and credential routes (login, refresh, logout, password reset, terms acceptance)
//   json    every other JSON route (the default)
//   upload  file uploads (the MLP report upload): only on such routes, never as a default
// A larger body is refused before it is read to the end: 413 with the JSON error shape.
export const BODY_LIMITS = {
  small: 4 * 1024,
  json: 256 * 1024,
  upload: 50 * 1024 * 1024,
} as const;

export type BodyLimitKind = keyof typeof BODY_LIMITS;

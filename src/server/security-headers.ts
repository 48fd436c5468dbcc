// Security headers on every response of the one process (REST, /graphql, the SPA). The SPA's
// index.html and its build carry no inline script or style, so the CSP allows only same-origin
// scripts, styles, fonts and connections; the favicon is a data: URI. Reset links carry tokens in
// their query, so no page sends a Referer. No page may be framed (clickjacking).
// In development (`--dev`) the gateway's GraphiQL page at /graphql loads its own inline code, so
// that one page gets no CSP there.
import type { FastifyInstance } from 'fastify';
import { HANDOFF_HEADER } from '../api/http/handoff.ts';

/**
 * react-aria's usePress adds one fixed <style> (touch-action for pressable elements, so a double tap
 * does not zoom on phones). It is allowed by its hash, not by 'unsafe-inline'; a test derives the hash
 * from the installed react-aria, so an upgrade that changes the text fails there, not silently here.
 */
export const REACT_ARIA_PRESS_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${REACT_ARIA_PRESS_STYLE_HASH}`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

export function registerSecurityHeaders(app: FastifyInstance, options: { dev: boolean }): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // The gateway's in-process REST calls (src/api/http/handoff.ts) reach no browser: the gateway
    // keeps none of their headers, and the /graphql answer gets its own here.
    if (app.handoffs.find(request.headers[HANDOFF_HEADER])) return done(null, payload);
    for (const name of NAMES) {
      if (name === 'content-security-policy' && options.dev && request.url.startsWith('/graphql')) continue;
      if (!reply.hasHeader(name)) reply.header(name, SECURITY_HEADERS[name]!);
    }
    done(null, payload);
  });
}

const NAMES = Object.keys(SECURITY_HEADERS);

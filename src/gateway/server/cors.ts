// CORS for /graphql: closed unless the request's Origin is on the configured allow-list
// (CORS_ORIGINS). A closed answer carries no Access-Control-* header, so browsers refuse to hand
// the response to a foreign page; same-origin use of the SPA needs none.
import type { GatewayConfigSupergraph } from '@graphql-hive/gateway-runtime';

export function corsFor(allowed: readonly string[]): GatewayConfigSupergraph['cors'] {
  const origins = new Set(allowed);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !origins.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    };
  };
}

// The in-process gateway (src/gateway/server/inject-fetch.ts) reaches REST through Fastify `inject`.
// light-my-request turns the answer's JSON text into Buffer chunks and the gateway decodes them back
// into a string before parsing it: for a 20–45 kB answer with umlauts that round trip is most of
// what the REST call costs beyond the handler. Here the finished text (validated and serialised by
// the route's response schema like for every client, after every other onSend hook) is handed to
// the waiting gateway call as it is, and the injected answer carries an empty body.
// Only a request naming a handoff the gateway opened for it takes part: a random id that exists
// while that one injected call runs, so no HTTP client can name one.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The request header naming a handoff. */
export const HANDOFF_HEADER = 'x-hb-handoff';

export interface Handoff {
  readonly id: string;
  /** The answer's text; null when it was not a string (a stream or Buffer stays in the body). */
  text: string | null;
}

/** The handoffs open on one server instance (its decorator `handoffs`): one per injected call in flight. */
export class Handoffs {
  private readonly open = new Map<string, Handoff>();

  /** Opens a handoff for one injected request; close it when the request has answered. */
  begin(): Handoff {
    const handoff: Handoff = { id: randomUUID(), text: null };
    this.open.set(handoff.id, handoff);
    return handoff;
  }

  end(handoff: Handoff): void {
    this.open.delete(handoff.id);
  }

  find(id: unknown): Handoff | undefined {
    return typeof id === 'string' ? this.open.get(id) : undefined;
  }
}

/** The last onSend hook of the API's scope: hands a named request's text over. */
export function registerHandoff(api: FastifyInstance): void {
  api.addHook('onSend', (request, _reply, payload, done) => {
    const handoff = api.handoffs.find(request.headers[HANDOFF_HEADER]);
    if (!handoff || typeof payload !== 'string') return done(null, payload);
    handoff.text = payload;
    done(null, '');
  });
}

// The silence writes of the controlling page as the browser makes them (silence-effects.ts on the app's
// write path against the real gateway): a site muted until a day, listed on its page through urql, a
// refusal with the server's German field messages, and the early end the list shows at once (the write
// tells urql's cache which types changed).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silenceEffects } from '../../src/app/silence-effects.ts';
import { createWrite } from '../../src/app/write.ts';
import { ApiError } from '../../src/domain/errors.ts';
import { berlinDate } from '../../src/domain/format.ts';
import { silenceEndOfDay } from '../../src/domain/silence.ts';
import { EntitySilencesDocument } from '../../src/gateway/client/generated/graphql.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { createUrqlClient, invalidate } from '../../src/gateway/client/urql.ts';
import { login } from '../support/app.ts';
import { startGatewayServer } from '../support/gateway-server.ts';
import { rows } from '../support/read.ts';

let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;
let site = 0;

beforeAll(async () => {
  const server = await startGatewayServer();
  ({ app, url } = server);
  const [first] = await rows<{ id: number }>(
    server.db,
    sql`select s.id from sites s join farm_admins fa on fa.farm_id = s.farm_id join users u on u.id = fa.user_id where u.username = 'ldwu-admin' order by s.id limit 1`,
  );
  site = Number(first!.id);
  close = server.close;
}, 120_000);
afterAll(() => close?.());

describe('silence effects through the gateway', () => {
  it('mutes a site until a day, refuses a missing reason in German, ends it early; the page list follows each write', async () => {
    const { access } = await login(app, 'ldwu-admin@herdenblick.example');
    const urql = createUrqlClient({ getToken: () => access, url });
    const gateway = createGatewayClient({ getToken: () => access, url });
    const fx = silenceEffects(createWrite((run) => run({ gateway, invalidate: (typenames) => invalidate(urql, typenames) })));
    const variables = { entity_type: 'site' as const, entity_id: site };
    const list = async () => (await urql.query(EntitySilencesDocument, variables, { additionalTypenames: ['Silence', 'SilencePage'] }).toPromise()).data?.listSilences?.results ?? [];
    expect(await list()).toEqual([]);

    const ends_at = silenceEndOfDay(berlinDate()!.add({ days: 14 }));
    const refused = await fx.createSilence({ target_type: 'site', target_id: site, ends_at, reason: ' ' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fields).toEqual({ reason: ['Geben Sie einen Grund an.'] });

    const created = await fx.createSilence({ target_type: 'site', target_id: site, ends_at, reason: 'Stallumbau' });
    expect(created.createSilence).toMatchObject({ state: 'active' });
    const listed = await list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ target_type: 'site', target_id: site, reason: 'Stallumbau', state: 'active', ended_at: null, ends_at: new Date(ends_at).toISOString() });

    const ended = await fx.endSilence(created.createSilence!.id);
    expect(ended.updateSilence).toMatchObject({ state: 'ended' });
    expect((await list())[0]).toMatchObject({ state: 'ended', ended_by_name: expect.any(String) });
  });
});

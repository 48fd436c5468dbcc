// The evaluation screens' operations (src/gateway/client/operations/evaluations.graphql) against the
// real gateway: the list queries pass its limits for a farm admin and an association admin, and the
// wizard's writes work as the browser sends them — create, change, star and unstar (null), delete —
// with the server's field messages coming back on their fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toApiError } from '../../src/gateway/client/errors.ts';
import {
  CurrentUserDocument, EvaluationCreateDocument, EvaluationDefinitionsDocument, EvaluationDeleteDocument, EvaluationListDocument,
  EntityNamesDocument, EntitySearchFarmsDocument, EntitySearchSitesDocument, EntityTypeCountsDocument,
  EvaluationSetDefaultDocument, EvaluationUpdateDocument, PickerComparisonGroupsDocument,
} from '../../src/gateway/client/generated/graphql.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { login } from '../support/app.ts';
import { startGatewayServer } from '../support/gateway-server.ts';

let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const server = await startGatewayServer();
  ({ app, url } = server);
  close = server.close;
}, 120_000);
afterAll(() => close?.());

const clientFor = async (email: string) => {
  const { access } = await login(app, email);
  return createGatewayClient({ getToken: () => access, url });
};

describe('evaluation operations through the gateway', () => {
  it('the list, definitions and entity-choice queries pass the gateway for a farm admin and an association admin', async () => {
    for (const email of ['ldwu-admin@herdenblick.example', 'lkv-admin@herdenblick.example']) {
      const c = await clientFor(email);
      const list = await c.request(EvaluationListDocument, { limit: 50 });
      expect(list.listEvaluations!.results.length).toBeGreaterThan(0);
      // The names of the groups the listed evaluations use, asked by id.
      const used = [...new Set(list.listEvaluations!.results.flatMap((e) => (e?.comparison_groups ?? []).filter((g): g is number => typeof g === 'number')))].sort((a, b) => a - b);
      expect(used.length).toBeGreaterThan(0);
      const defs = await c.request(EvaluationDefinitionsDocument, { filters: '', groups: used.join(','), withFilters: false, withGroups: true });
      expect(defs.listFilters).toBeUndefined();
      const named = defs.listComparisonGroups!.results.map((g) => g!.id);
      expect(named.length).toBeGreaterThan(0);
      for (const id of named) expect(used).toContain(id);
      // The entity choices: counts per type, a page of matches, names by id.
      const counts = await c.request(EntityTypeCountsDocument, { associations: true });
      expect(counts.listFarms!.count).toBeGreaterThan(0);
      const farms = await c.request(EntitySearchFarmsDocument, { search: null, limit: 50 });
      const first = farms.listFarms!.results[0]!;
      const found = await c.request(EntitySearchFarmsDocument, { search: first.display_name.slice(-5), limit: 50 });
      expect(found.listFarms!.results.map((f) => f!.id)).toContain(first.id);
      const sites = await c.request(EntitySearchSitesDocument, { search: null, limit: 50 });
      expect(sites.listSites!.results.every((s) => !!s?.display_name)).toBe(true);
      const names = await c.request(EntityNamesDocument, { farms: String(first.id), withAssociations: false, withFarms: true, withLocations: false, withSites: false });
      expect(names.listFarms!.results).toEqual([{ id: first.id, display_name: first.display_name }]);
      expect(names.listSites).toBeUndefined();
    }
  });

  it('create, change, star, unstar and delete as the wizard and the list send them', async () => {
    const c = await clientFor('ldwu-admin@herdenblick.example');
    const me = (await c.request(CurrentUserDocument)).currentUser!;
    // The group as the wizard's picker lists it (its first page).
    const { listComparisonGroups } = await c.request(PickerComparisonGroupsDocument, { search: null, limit: 50 });
    const group = listComparisonGroups!.results.find((g) => g!.location_count > 0)!;
    const farm = me.farms[0]!;
    const body = { name: 'Gateway-Vergleich', entity_type: 'farm' as const, entity_id: farm, filter: null, comparison_groups: [group.id], visibility: 'self' as const, send_mail: false };
    const created = (await c.request(EvaluationCreateDocument, { input: body })).createEvaluation!;
    expect(created).toMatchObject({ name: 'Gateway-Vergleich', entity_type: 'farm', entity_id: farm, comparison_groups: [group.id], user: me.id });
    const changed = (await c.request(EvaluationUpdateDocument, { id: created.id, input: { ...body, name: 'Gateway-Vergleich 2', visibility: 'farm' } })).updateEvaluation!;
    expect(changed).toMatchObject({ name: 'Gateway-Vergleich 2', visibility: 'farm' });

    await c.request(EvaluationSetDefaultDocument, { userId: me.id, input: { default_evaluation: created.id } });
    expect((await c.request(CurrentUserDocument)).currentUser!.default_evaluation).toBe(created.id);
    await c.request(EvaluationSetDefaultDocument, { userId: me.id, input: { default_evaluation: null } });
    expect((await c.request(CurrentUserDocument)).currentUser!.default_evaluation).toBeNull();

    await c.request(EvaluationDeleteDocument, { id: created.id });
    const after = await c.request(EvaluationListDocument, { limit: 50 });
    expect(after.listEvaluations!.results.map((e) => e!.id)).not.toContain(created.id);
  });

  it("a refused create names its fields (the wizard puts them on the fields): empty groups, a foreign entity", async () => {
    const c = await clientFor('ldwu-admin@herdenblick.example');
    const error = await c
      .request(EvaluationCreateDocument, { input: { name: 'x', entity_type: 'farm', entity_id: 999_999, filter: null, comparison_groups: [], visibility: 'self', send_mail: false } })
      .then(() => expect.unreachable('should fail'), toApiError);
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['comparison_groups']));
  });
});

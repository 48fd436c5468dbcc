// The comparison-group and figure-filter modals' server calls as the browser makes them (the modal
// machine's effects and the pickers' writes on the app's write path against the real gateway): the
// count of matching operations re-verified per definition, the minimum for profile answers, the
// server's field messages, delete of a group in use refused with its text and then forced, others'
// filters read-only, and the copy of someone else's group with ' Kopie'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { comparisonGroupEffects } from '../../src/app/comparison-group-form-actor.ts';
import { definitionEffects } from '../../src/app/definition-effects.ts';
import { createWrite, type Write } from '../../src/app/write.ts';
import type { ComparisonGroupInput } from '../../src/domain/comparison-group-rules.ts';
import { profileRestrictionError } from '../../src/domain/group-privacy.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { createUrqlClient, invalidate } from '../../src/gateway/client/urql.ts';
import { PickerComparisonGroupsDocument, PickerFigureFiltersDocument } from '../../src/gateway/client/generated/graphql.ts';
import { pickerMutations } from '../../src/views/pages/evaluations/pickers/usePickerData.ts';
import { groupChoiceEffects } from '../../src/app/group-choice-actor.ts';
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

/** A signed-in browser's clients: urql for what views read, the app's write path for writes. */
async function clientFor(email: string) {
  const { access } = await login(app, email);
  const urql = createUrqlClient({ getToken: () => access, url });
  const gateway = createGatewayClient({ getToken: () => access, url });
  return { urql, write: createWrite((run) => run({ gateway, invalidate: (typenames) => invalidate(urql, typenames) })) };
}
const pickerWrites = (c: { write: Write }) => pickerMutations(definitionEffects(c.write));

const group = (name: string, filter: Partial<ComparisonGroupInput['filter']>): ComparisonGroupInput => ({
  name,
  aggregation: { how: 'add', threshold: null },
  filter: { delay: null, entity_type: null, entity_id: null, location_size: null, management_options: {}, top_in: null, ...filter },
});

describe('comparison-group modal effects through the gateway', () => {
  it('counts the operations a definition matches: fewer with more profile answers restricted, none below zero', async () => {
    const fx = comparisonGroupEffects((await clientFor('ldwu-admin@herdenblick.example')).write);
    const all = await fx.countComparisonGroupMatches(group('x', {}));
    const eco = await fx.countComparisonGroupMatches(group('x', { management_options: { wirtschaftsweise: ['OEKOLOGISCH'] } }));
    const both = await fx.countComparisonGroupMatches(group('x', { management_options: { wirtschaftsweise: ['OEKOLOGISCH', 'KONVENTIONELL'] } }));
    expect(all).toBeGreaterThan(0);
    expect(eco).toBeLessThan(both);
    expect(both).toBeLessThanOrEqual(all);
    // The seed keeps organic farms a minority: the modal's message applies to this very count.
    expect(profileRestrictionError(eco)).toMatch(/^Wählen Sie weniger Kriterien aus\./);
  });

  it("a refused definition comes back with the server's message on its field path", async () => {
    const fx = comparisonGroupEffects((await clientFor('ldwu-admin@herdenblick.example')).write);
    const error = await fx.createComparisonGroup(group('Falsch', { top_in: { field: 'gibt_es_nicht', value: 10 } })).then(
      () => expect.unreachable('should be refused'),
      (e: { status: number; fields?: Record<string, string[]> }) => e,
    );
    expect(error.status).toBe(400);
    expect(error.fields?.['filter.top_in.field']).toEqual(['Unbekannte Kennzahl.']);
  });

  it("deleting a group an evaluation uses: refused with the evaluation's name, then removed with force (and from the evaluation)", async () => {
    const client = await clientFor('ldwu-admin@herdenblick.example');
    const fx = comparisonGroupEffects(client.write);
    const { id } = await fx.createComparisonGroup(group('Große Betriebe', { location_size: 100 }));
    const { headers } = await login(app, 'ldwu-admin@herdenblick.example');
    const me = (await app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers })).json() as { farms: number[] };
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/evaluations/',
      headers,
      payload: { name: 'Mit großen Betrieben', entity_type: 'farm', entity_id: me.farms[0], filter: null, comparison_groups: [id], visibility: 'self', send_mail: false },
    });
    expect(created.statusCode).toBe(201);
    const mutations = pickerWrites(client);
    const refusal = await mutations.deleteGroup(id, false).then(
      () => expect.unreachable('should be refused'),
      (e: { status: number; detail?: string }) => e,
    );
    expect(refusal.status).toBe(400);
    expect(refusal.detail).toBe('Die Vergleichsgruppe „Große Betriebe“ wird in den Auswertungen „Mit großen Betrieben“ verwendet. Beim Löschen wird sie daraus entfernt.');
    await mutations.deleteGroup(id, true);
    const groups = await client.urql.query(PickerComparisonGroupsDocument, { ids: String(id), limit: 1000 }, { requestPolicy: 'network-only' }).toPromise();
    expect(groups.data?.listComparisonGroups?.results).toEqual([]);
    const evaluation = (await app.inject({ method: 'GET', url: `/api/v1/evaluations/${(created.json() as { id: number }).id}/`, headers })).json() as { comparison_groups: number[] };
    expect(evaluation.comparison_groups).toEqual([]);
  });

  it("another user's filter is listed for the association admin with its figures, who cannot change it", async () => {
    const owner = pickerWrites(await clientFor('ldwu-admin@herdenblick.example'));
    const id = await owner.saveFilter(null, 'Fett und Eiweiß', ['fprz_pm', 'eprz_pm']);
    const otherClient = await clientFor('lkv-admin@herdenblick.example');
    const other = pickerWrites(otherClient);
    const listed = await otherClient.urql.query(PickerFigureFiltersDocument, { ids: String(id), limit: 1000 }).toPromise();
    expect(listed.data?.listFilters?.results.find((f) => f?.id === id)?.fields.map((f) => f?.pythonic_name)).toEqual(['fprz_pm', 'eprz_pm']);
    const refused = await other.saveFilter(id, 'Übernommen', ['fprz_pm']).then(
      () => expect.unreachable('should be refused'),
      (e: { status: number }) => e,
    );
    expect(refused.status).toBe(403);
  });

  it("copying someone else's group creates the caller's own with ' Kopie' and the same options", async () => {
    const { id } = await comparisonGroupEffects((await clientFor('ldwu-admin@herdenblick.example')).write).createComparisonGroup(group('Öko', { management_options: { wirtschaftsweise: ['OEKOLOGISCH', 'KONVENTIONELL'] } }));
    const otherClient = await clientFor('lkv-admin@herdenblick.example');
    // The picker's search finds it by part of its name.
    const listed = await otherClient.urql.query(PickerComparisonGroupsDocument, { search: 'öko', limit: 50 }).toPromise();
    const original = listed.data!.listComparisonGroups!.results.find((g) => g?.id === id)!;
    const copyId = await pickerWrites(otherClient).copyGroup(original);
    const after = await otherClient.urql.query(PickerComparisonGroupsDocument, { ids: String(copyId), limit: 1000 }, { requestPolicy: 'network-only' }).toPromise();
    const copy = after.data!.listComparisonGroups!.results.find((g) => g?.id === copyId)!;
    expect(copy.name).toBe('Öko Kopie');
    expect(copy.user).not.toBe(original.user);
    expect(copy.filter).toEqual(original.filter);
  });

  it("the control-field modal's group choice finds a group by part of its name and names a chosen one by id, never one out of sight", async () => {
    const owner = await clientFor('ldwu-admin@herdenblick.example');
    const { id } = await comparisonGroupEffects(owner.write).createComparisonGroup(group('Weidehaltung Nord', { management_options: { wirtschaftsweise: ['OEKOLOGISCH', 'KONVENTIONELL'] } }));
    const fx = groupChoiceEffects(owner.urql);
    const page = await fx.searchEntities('comparison_group', 'weidehaltung n');
    expect(page.choices).toContainEqual({ id, label: 'Weidehaltung Nord' });
    expect(page.count).toBe(page.choices.length);
    expect(await fx.entityNames('comparison_group', [id, id])).toEqual([{ id, label: 'Weidehaltung Nord' }]);
    await pickerWrites(owner).deleteGroup(id, true);
    expect(await fx.entityNames('comparison_group', [id])).toEqual([]);
  });
});

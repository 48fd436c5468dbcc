// Association writes (product rules ‹Resource catalogue›): superusers create, replace, change and delete
// associations; a deletion is refused while farms or sites depend on the association.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATION_MESSAGES } from '../../src/api/resources/associations/schemas.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { auditOf, caller, expectNothingStored, graphqlCaller, scalar } from '../support/master-data.ts';
import { demoSessions, type Session } from '../support/read.ts';

describe.each(dbKinds())('association writes on %s', (kind) => {
  let t: TestApp;
  let s: Map<string, Session>;
  let call: ReturnType<typeof caller>;
  let lkv: number;
  let created: number;
  const as = (name: string) => s.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await demoSessions(t);
    call = caller(t);
    lkv = (await scalar(t, sql`select min(association_id) as v from user_associations where user_id = ${as('lkv-admin').id} and is_admin`))!;
  });
  afterAll(() => t?.close());

  it('the superuser creates an association; audited', async () => {
    const res = await call(as('superuser'), 'POST', '/associations/', { kind: 'HBV', number: '900', name: 'Herdbuch Nord' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'HBV', number: '900', name: 'Herdbuch Nord', display_name: 'HBV - Herdbuch Nord', farms: [] });
    created = res.body.id;
    expect((await auditOf(t, 'association.created', created))[0]).toMatchObject({ actor_id: as('superuser').id, changes: { kind: 'HBV', number: '900' } });
  });

  it('refuses a taken number of the same kind, a wrong kind and missing fields', async () => {
    const taken = await expectNothingStored(t, () => call(as('superuser'), 'POST', '/associations/', { kind: 'HBV', number: '900', name: 'Doppelt' }), 400);
    expect(taken.body.errors).toEqual({ number: [ASSOCIATION_MESSAGES.numberTaken] });
    const wrong = await expectNothingStored(t, () => call(as('superuser'), 'POST', '/associations/', { kind: 'XYZ', number: '', name: '' }), 400);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['kind', 'name', 'number']);
    expect(wrong.body.errors.number).toEqual([ASSOCIATION_MESSAGES.number]);
    expect(wrong.body.errors.name).toEqual([ASSOCIATION_MESSAGES.name]);
    // The same number as an LKV is another association.
    expect((await call(as('superuser'), 'POST', '/associations/', { kind: 'LKV', number: '900', name: 'LKV 900' })).status).toBe(201);
  });

  it('PATCH and PUT change it, audited with old and new values', async () => {
    const patched = await call(as('superuser'), 'PATCH', `/associations/${created}/`, { name: 'Herdbuch Nordwest' });
    expect(patched.body.name).toBe('Herdbuch Nordwest');
    const put = await call(as('superuser'), 'PUT', `/associations/${created}/`, { kind: 'HBV', number: '901', name: 'Herdbuch West' });
    expect(put.body).toMatchObject({ number: '901', name: 'Herdbuch West' });
    const events = await auditOf(t, 'association.updated', created);
    expect(events.map((e) => e.changes)).toEqual([
      { name: { from: 'Herdbuch Nord', to: 'Herdbuch Nordwest' } },
      { number: { from: '900', to: '901' }, name: { from: 'Herdbuch Nordwest', to: 'Herdbuch West' } },
    ]);
  });

  it('nobody but the superuser: 403 on a visible association, 404 on another', async () => {
    for (const who of ['lkv-admin', 'lkv-mitarbeiter', 'ldwu-admin']) {
      const res = await expectNothingStored(t, () => call(as(who), 'PATCH', `/associations/${lkv}/`, { name: 'Übernommen' }), 403);
      expect(res.body.detail).toBe(ASSOCIATION_MESSAGES.superuser);
      await expectNothingStored(t, () => call(as(who), 'DELETE', `/associations/${lkv}/`), 403);
      await expectNothingStored(t, () => call(as(who), 'POST', '/associations/', { kind: 'LKV', number: '1', name: 'X' }), 403);
    }
    await expectNothingStored(t, () => call(as('lkv-admin'), 'PATCH', `/associations/${created}/`, { name: 'Fremd' }), 404);
    await expectNothingStored(t, () => call(undefined, 'PATCH', `/associations/${lkv}/`, { name: 'Anonym' }), 401);
  });

  it('DELETE refuses an association that invoices farms; an unused one goes', async () => {
    const res = await expectNothingStored(t, () => call(as('superuser'), 'DELETE', `/associations/${lkv}/`), 400);
    expect(res.body.detail).toBe(ASSOCIATION_MESSAGES.inUse);
    expect(await call(as('superuser'), 'DELETE', `/associations/${created}/`)).toEqual({ status: 200, body: { id: created } });
    expect(await scalar(t, sql`select count(*) as v from associations where id = ${created}`)).toBe(0);
    expect((await auditOf(t, 'association.deleted', created))[0]!.changes).toEqual({ kind: 'HBV', number: '901', name: 'Herdbuch West' });
    expect((await call(as('superuser'), 'DELETE', `/associations/${created}/`)).status).toBe(404);
  });

  it('through /graphql (createAssociation, deleteAssociation)', async () => {
    const gql = graphqlCaller(t);
    const made = await gql(as('superuser'), 'mutation($input: AssociationWrite_Input) { createAssociation(input: $input) { id kind } }', {
      input: { kind: 'HBV', number: '902', name: 'Per GraphQL' },
    });
    expect(made.data?.createAssociation?.kind).toBe('HBV');
    const gone = await gql(as('superuser'), 'mutation($id: Int!) { deleteAssociation(id: $id) { id } }', { id: made.data?.createAssociation?.id });
    expect(gone.data?.deleteAssociation?.id).toBe(made.data?.createAssociation?.id);
  });
});

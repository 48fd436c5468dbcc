// Accepting the terms of service: only the farm admin, only for their farm, recorded in the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, farms } from '../../src/api/db/schema.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';

describe.each(dbKinds())('terms of service acceptance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const me = async (username: string) => {
    const session = await login(t.app, username);
    const user = (await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers: session.headers })).json();
    return { ...session, user };
  };
  const accept = (s: { headers: object; user: { id: number } }, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${s.user.id}/terms_of_service_acceptance/`, headers: s.headers as never, payload });

  it('stores the acceptance date for the farm admin\'s farm and audits it', async () => {
    const admin = await me('neu-admin@herdenblick.example');
    const farmId = admin.user.farms[0] as number;
    const [before] = await t.database.db.select().from(farms).where(eq(farms.id, farmId));
    expect(before!.tosAccepted).toBeNull();

    const staff = await me('neu-mitarbeiter@herdenblick.example');
    expect((await accept(staff, { farm: farmId })).statusCode).toBe(403);

    const res = await accept(admin, { farm: farmId });
    expect(res.statusCode).toBe(200);
    expect(res.json().farms[0].farm).toBe(farmId);
    const [after] = await t.database.db.select().from(farms).where(eq(farms.id, farmId));
    expect(after!.tosAccepted).toBeInstanceOf(Date);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'terms.accepted'), eq(auditEvents.entityId, String(farmId))));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(admin.user.id);
  });

  it('refuses a farm the admin does not administer and another user\'s id', async () => {
    const admin = await me('ldwu-admin@herdenblick.example');
    const other = await me('ldwu-admin-multi@herdenblick.example');
    const foreign = other.user.farms[0] as number;
    expect((await accept(admin, { farm: foreign })).statusCode).toBe(400);
    expect((await accept({ headers: admin.headers, user: other.user }, {})).statusCode).toBe(404);
  });
});

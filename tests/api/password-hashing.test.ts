// Password hashing at OWASP's argon2id minimum (m = 7 MiB, t = 5, p = 1): new hashes carry these
// parameters, an older hash is replaced at the first successful login (and only then), and the
// argon2 queue that keeps libuv's pool free for token checks loses no answer under a burst.
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2_SLOTS, hashPassword, passwordNeedsRehash, verifyPassword } from '../../src/api/auth/passwords.ts';
import { auditEvents, users } from '../../src/api/db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';

describe('argon2id parameters', () => {
  it('hashes with OWASP minimum parameters and recognises other ones', async () => {
    const fresh = await hashPassword('Weidegang-2026');
    const [, algorithm, version] = fresh.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    const [m, t, p] = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(fresh)!.slice(1).map(Number) as [number, number, number];
    // OWASP's equivalent minimums: (m MiB, t) in {(46,1), (19,2), (12,3), (9,4), (7,5)}, p = 1.
    expect(p).toBe(1);
    expect(m).toBeGreaterThanOrEqual(7168);
    expect(m * t).toBeGreaterThanOrEqual(7168 * 5);
    expect(passwordNeedsRehash(fresh)).toBe(false);
    expect(passwordNeedsRehash(await hash('Weidegang-2026', { memoryCost: 19456, timeCost: 2, parallelism: 1 }))).toBe(true);
    expect(passwordNeedsRehash(await hash('Weidegang-2026', { memoryCost: 4096, timeCost: 3, parallelism: 1 }))).toBe(true);
  });

  it('answers every verification of a burst correctly through its queue', async () => {
    const stored = await hashPassword('richtig');
    const attempts = Array.from({ length: 4 * ARGON2_SLOTS + 3 }, (_, i) => (i % 3 === 0 ? 'falsch' : 'richtig'));
    const results = await Promise.all(attempts.map((pw) => verifyPassword(stored, pw)));
    expect(results).toEqual(attempts.map((pw) => pw === 'richtig'));
    expect(await verifyPassword(undefined, 'richtig')).toBe(false);
  });
});

describe.each(dbKinds())('password hash upgrade at login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const token = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });

  it('replaces a hash with older parameters at the first successful login, not on a wrong password', async () => {
    const email = 'lkv-mitarbeiter@herdenblick.example';
    const old = await hash('Alter-Stall-7', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const [user] = await t.database.db.update(users).set({ passwordHash: old }).where(eq(users.email, email)).returning({ id: users.id });
    const stored = async () => (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, user!.id)))[0]!.h;

    expect((await token(email, 'falsch-falsch')).statusCode).toBe(401);
    expect(await stored()).toBe(old);

    expect((await token(email, 'Alter-Stall-7')).statusCode).toBe(200);
    const upgraded = await stored();
    expect(upgraded).not.toBe(old);
    expect(passwordNeedsRehash(upgraded)).toBe(false);
    expect(await verifyPassword(upgraded, 'Alter-Stall-7')).toBe(true);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'password.rehash'), eq(auditEvents.entityId, String(user!.id))));
    expect(events).toHaveLength(1);

    // The next login neither rehashes nor writes again.
    expect((await token(email, 'Alter-Stall-7')).statusCode).toBe(200);
    expect(await stored()).toBe(upgraded);
  });
});

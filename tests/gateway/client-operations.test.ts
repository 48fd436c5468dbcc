// The browser's own operations against the real gateway, read the way the browser reads them
// (src/gateway/client/errors.ts toApiError): password reset with the server's German field
// messages, the terms minimum of a farm user, and the acceptance mutation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { listCutText } from '../../src/domain/list-cut.ts';
import { toApiError } from '../../src/gateway/client/errors.ts';
import {
  AcceptTermsOfServiceDocument, CurrentUserDocument, DashboardSummaryDocument, DataCheckFarmsDocument, DataCheckLocationsDocument, DataCheckSitesDocument, DataIntegrityDocument, FarmDetailDocument,
  RequestPasswordResetDocument, ResetPasswordDocument, TermsOfServiceDocument,
} from '../../src/gateway/client/generated/graphql.ts';
import { createGatewayClient } from '../../src/gateway/client/request.ts';
import { login, openTestDatabase } from '../support/app.ts';
import { startGatewayServer } from '../support/gateway-server.ts';

let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;
let db: Awaited<ReturnType<typeof openTestDatabase>>['database']['db'];

beforeAll(async () => {
  const server = await startGatewayServer();
  ({ app, url } = server);
  db = server.db;
  close = server.close;
}, 120_000);
afterAll(() => close?.());

const anonymous = () => createGatewayClient({ getToken: () => null, url });
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('should fail'), toApiError);

describe('browser operations through the gateway', () => {
  it("password reset: a bad token comes back as a 400 with the server's German message at the token field", async () => {
    const error = await failure(anonymous().request(ResetPasswordDocument, { email: 'ldwu-admin@herdenblick.example', token: 'falsch', password: 'Weidegang-2026' }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {})).toContain('token');
    expect(error.fields!.token!.join(' ')).toMatch(/[äöüÄÖÜß]|Link|Token/);
  });

  it('password reset: a link request for any address answers alike (no account disclosure)', async () => {
    const known = await anonymous().request(RequestPasswordResetDocument, { email: 'ldwu-admin@herdenblick.example' });
    const unknown = await anonymous().request(RequestPasswordResetDocument, { email: 'niemand@herdenblick.example' });
    expect(known.requestPasswordReset?.detail).toBeTruthy();
    expect(unknown.requestPasswordReset?.detail).toBe(known.requestPasswordReset?.detail);
  });

  it('terms: a farm user reads the terms fields of exactly the own farms; a farm admin accepts', async () => {
    const { access } = await login(app, 'neu-admin@herdenblick.example');
    const client = createGatewayClient({ getToken: () => access, url });
    const { currentUser } = await client.request(CurrentUserDocument);
    const { getUserTermsOfService: before } = await client.request(TermsOfServiceDocument, { userId: currentUser!.id });
    expect(before!.status).toBe('NotAccepted');
    expect(before!.farms.map((f) => f!.farm).sort()).toEqual([...currentUser!.farms].sort());
    expect(before!.farms.some((f) => f!.tos_accepted === null)).toBe(true);
    const farm = before!.farms.find((f) => f!.tos_accepted === null)!.farm;
    const { acceptTermsOfService } = await client.request(AcceptTermsOfServiceDocument, { userId: currentUser!.id, input: { farm } });
    expect(acceptTermsOfService!.farms.map((f) => f!.farm)).toEqual([farm]);
    const { getUserTermsOfService: after } = await client.request(TermsOfServiceDocument, { userId: currentUser!.id });
    expect(after!.status).toBe('AcceptedOrNotNecessary');
  });

  it('terms: an acceptance without farm (a farm admin with nothing open) reaches REST without a farm field', async () => {
    const { access } = await login(app, 'ldwu-admin@herdenblick.example');
    const client = createGatewayClient({ getToken: () => access, url });
    const { currentUser } = await client.request(CurrentUserDocument);
    const { acceptTermsOfService } = await client.request(AcceptTermsOfServiceDocument, { userId: currentUser!.id, input: {} });
    expect(acceptTermsOfService!.farms.map((f) => f!.farm).sort()).toEqual([...currentUser!.farms].sort());
  });

  it('terms: farm staff may not accept (403 with a German message)', async () => {
    const { access } = await login(app, 'mitarbeiter@herdenblick.example');
    const client = createGatewayClient({ getToken: () => access, url });
    const { currentUser } = await client.request(CurrentUserDocument);
    const error = await failure(client.request(AcceptTermsOfServiceDocument, { userId: currentUser!.id, input: {} }));
    expect(error.status).toBe(403);
    expect(error.detail).toBe('Nur LDWU-Administratoren können den Nutzungsbedingungen zustimmen.');
  });
});

describe('the data check through the gateway', () => {
  it("the guard's counts equal the start page's, and the data check's pages are the counted entries with their farms' names", async () => {
    for (const user of ['unvollstaendig@herdenblick.example', 'ldwu-admin@herdenblick.example']) {
      const { access } = await login(app, user);
      const client = createGatewayClient({ getToken: () => access, url });
      const [{ listLocations, listSites }, { getDashboardSummary }] = await Promise.all([client.request(DataIntegrityDocument), client.request(DashboardSummaryDocument)]);
      expect(listLocations!.count, user).toBe(getDashboardSummary!.locations_lacking_profile);
      expect(listSites!.count, user).toBe(getDashboardSummary!.sites_without_location);
      const [locations, sites] = await Promise.all([client.request(DataCheckLocationsDocument, { limit: 50 }), client.request(DataCheckSitesDocument, { limit: 50 })]);
      expect(locations.listLocations!.count).toBe(listLocations!.count);
      expect(sites.listSites!.count).toBe(listSites!.count);
      expect(locations.listLocations!.results.every((l) => !l!.active_profile || l!.active_profile.incomplete)).toBe(true);
      expect(sites.listSites!.results.every((s) => s!.location === null)).toBe(true);
      const farmIds = [...new Set([...locations.listLocations!.results, ...sites.listSites!.results].map((x) => x!.farm))];
      if (user.startsWith('unvollstaendig')) expect(farmIds.length).toBeGreaterThan(0);
      if (farmIds.length === 0) continue;
      const { listFarms } = await client.request(DataCheckFarmsDocument, { ids: farmIds.join(','), limit: farmIds.length });
      expect(listFarms!.results.map((f) => f!.id).sort()).toEqual(farmIds.sort());
      expect(listFarms!.results.every((f) => f!.display_name.length > 0)).toBe(true);
    }
  });
});

describe("a single farm's lists", () => {
  it('a farm with more sites than one request brings: FarmDetail tells the count, the screens say how many they show', async () => {
    const { access } = await login(app, 'ldwu-admin@herdenblick.example');
    const client = createGatewayClient({ getToken: () => access, url });
    const { currentUser } = await client.request(CurrentUserDocument);
    const farm = currentUser!.farms[0]!;
    await db.execute(sql`insert into sites (farm_id, number, name) select ${farm}, '666' || lpad(n::text, 9, '0'), 'Zusatzstall' from generate_series(1, 10005) n`);
    const { listSites, listLocations } = await client.request(FarmDetailDocument, { id: farm });
    expect(listSites!.results).toHaveLength(10_000);
    expect(listSites!.count).toBeGreaterThan(10_005);
    expect(listCutText(listSites!.results.length, listSites!.count, 'Betriebsstätten')).toBe(`Angezeigt werden 10.000 von ${listSites!.count.toLocaleString('de-DE')} Betriebsstätten.`);
    expect(listCutText(listLocations!.results.length, listLocations!.count, 'Betrieben')).toBeNull();
  });
});

describe('the e-mail rule the browser checks before sending', () => {
  it('agrees with the gateway scalar and the REST schema', async () => {
    const { EMAIL_INVALID, isEmailAddress } = await import('../../src/domain/email.ts');
    for (const email of ['kein-at', 'a@b', 'a b@c.de', 'ldwu-admin@herdenblick.example', 'x.y+z@hof.example.org']) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/request_reset_password/', payload: { email } });
      const viaGateway = await anonymous().request(RequestPasswordResetDocument, { email }).then(() => true, () => false);
      expect(isEmailAddress(email), email).toBe(res.statusCode !== 400);
      expect(viaGateway, email).toBe(res.statusCode !== 400);
      if (res.statusCode === 400) expect(res.json().errors.email).toEqual([EMAIL_INVALID]);
    }
  });
});

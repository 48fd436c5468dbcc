import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../../src/domain/roles.ts';
import { TERMS_MESSAGES, TERMS_STATUSES, farmsToAccept, termsDecision, termsDenial, termsStatus, type TermsFarm } from '../../src/domain/terms.ts';

const ok: TermsFarm = { id: 1, invoicing_association: 4, tos_accepted: '2026-03-01' };
const noTos: TermsFarm = { id: 2, invoicing_association: 4, tos_accepted: null };
const noAssoc: TermsFarm = { id: 3, invoicing_association: null, tos_accepted: '2026-03-01' };

describe('termsStatus (product rules ‹Terms status›)', () => {
  it('association users never need it, whatever their farms', () => {
    for (const t of ['association_admin', 'association_member'] as const) {
      expect(termsStatus({ account_type: t, farms: [2, 3] }, [noTos, noAssoc])).toBe('AcceptedOrNotNecessary');
      expect(termsStatus({ account_type: t }, null)).toBe('AcceptedOrNotNecessary');
    }
  });

  it('missing user, farm ids or farms ⇒ MissingData', () => {
    expect(termsStatus(null, [ok])).toBe('MissingData');
    expect(termsStatus(undefined, [ok])).toBe('MissingData');
    expect(termsStatus({ account_type: 'farm_admin' }, [ok])).toBe('MissingData');
    expect(termsStatus({ account_type: 'farm_admin', farms: null }, [ok])).toBe('MissingData');
    expect(termsStatus({ account_type: 'farm_admin', farms: [] }, [ok])).toBe('MissingData');
    expect(termsStatus({ account_type: 'farm_admin', farms: [1] }, null)).toBe('MissingData');
    expect(termsStatus({ account_type: 'farm_admin', farms: [1] }, undefined)).toBe('MissingData');
    expect(termsStatus({ account_type: 'farm_admin', farms: [1, 9] }, [ok])).toBe('MissingData');
    // unloaded farm wins over any other finding
    expect(termsStatus({ account_type: 'farm_staff', farms: [3, 9] }, [noAssoc])).toBe('MissingData');
  });

  it.each([
    ['farm_admin', [ok], 'AcceptedOrNotNecessary'],
    ['farm_admin', [noTos], 'NotAccepted'],
    ['farm_staff', [noTos], 'NotAcceptedByFarmAdmin'],
    [null, [noTos], 'NotAcceptedByFarmAdmin'],
    ['farm_admin', [noAssoc], 'NoInvoicingAssociation'],
    ['farm_staff', [noAssoc], 'NoInvoicingAssociation'],
    [null, [ok], 'AcceptedOrNotNecessary'],
  ] as const)('%s with %j ⇒ %s', (type, farms, expected) => {
    expect(termsStatus({ account_type: type, farms: farms.map((f) => f.id) }, farms)).toBe(expected);
  });

  it('considers every farm of the user; a missing invoicing association wins over missing consent', () => {
    const farms = [ok, noTos, noAssoc];
    expect(termsStatus({ account_type: 'farm_admin', farms: [1, 2] }, farms)).toBe('NotAccepted');
    expect(termsStatus({ account_type: 'farm_admin', farms: [2, 3] }, farms)).toBe('NoInvoicingAssociation');
    expect(termsStatus({ account_type: 'farm_admin', farms: [1] }, farms)).toBe('AcceptedOrNotNecessary');
  });

  it('an empty consent date counts as not accepted; an undefined association as missing', () => {
    expect(termsStatus({ account_type: 'farm_admin', farms: [1] }, [{ id: 1, invoicing_association: 4, tos_accepted: '' }])).toBe('NotAccepted');
    expect(termsStatus({ account_type: 'farm_admin', farms: [1] }, [{ id: 1, tos_accepted: '2026-01-01' }])).toBe('NoInvoicingAssociation');
    expect(termsStatus({ account_type: 'farm_admin', farms: [1] }, [{ id: 1, invoicing_association: 0, tos_accepted: '2026-01-01' }])).toBe('AcceptedOrNotNecessary');
  });

  it('every account type yields a valid status', () => {
    for (const t of [...ACCOUNT_TYPES, null]) expect(TERMS_STATUSES).toContain(termsStatus({ account_type: t, farms: [1] }, [noTos]));
  });
});

describe('decisions and texts (product rules ‹Terms status›, ‹Error catalogue›)', () => {
  it('maps each status to what the guard does', () => {
    expect(TERMS_STATUSES.map(termsDecision)).toEqual(['pass', 'acceptTerms', 'deny', 'deny', 'block']);
  });

  it('letter-exact German texts for the denied statuses, title Login verweigert', () => {
    expect(TERMS_MESSAGES.NotAcceptedByFarmAdmin).toBe('Ihr LDWU-Administrator hat den Nutzungsbedingungen noch nicht zugestimmt.');
    expect(TERMS_MESSAGES.NoInvoicingAssociation).toBe('Der Rechnungsstellende Verband wurde noch nicht festgelegt.');
    expect(termsDenial('NotAcceptedByFarmAdmin')).toEqual({ title: 'Login verweigert', message: TERMS_MESSAGES.NotAcceptedByFarmAdmin, level: 'error' });
    expect(termsDenial('NoInvoicingAssociation')).toEqual({ title: 'Login verweigert', message: TERMS_MESSAGES.NoInvoicingAssociation, level: 'error' });
    for (const s of ['AcceptedOrNotNecessary', 'NotAccepted', 'MissingData'] as const) expect(termsDenial(s)).toBeNull();
  });
});

describe('farmsToAccept (terms page)', () => {
  it('accepts every open farm, or once without a farm when none is open', () => {
    expect(farmsToAccept([ok, noTos, { ...noTos, id: 5, tos_accepted: '' }])).toEqual([2, 5]);
    expect(farmsToAccept([ok])).toEqual([undefined]);
    expect(farmsToAccept([])).toEqual([undefined]);
  });
});

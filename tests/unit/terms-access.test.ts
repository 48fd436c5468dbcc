// What the API lets a farm user read per terms status (src/domain/terms-access.ts).
import { describe, expect, it } from 'vitest';
import { termsRefusal, termsRefusalNotice } from '../../src/domain/terms-access.ts';
import { TERMS_STATUSES } from '../../src/domain/terms.ts';

describe('terms access', () => {
  it('keeps open routes open for every status', () => {
    for (const status of TERMS_STATUSES) expect(termsRefusal(status, 'open'), status).toBeNull();
  });

  it('lets a farm admin who has not accepted read only the minimum data', () => {
    expect(termsRefusal('NotAccepted', 'minimum')).toBeNull();
    expect(termsRefusal('NotAccepted', 'gated')?.code).toBe('terms_not_accepted');
  });

  it('refuses staff of a farm whose admin has not accepted, and farms without invoicing association, everything', () => {
    for (const level of ['minimum', 'gated'] as const) {
      expect(termsRefusal('NotAcceptedByFarmAdmin', level)).toEqual({
        code: 'terms_not_accepted_by_farm_admin',
        detail: 'Ihr LDWU-Administrator hat den Nutzungsbedingungen noch nicht zugestimmt.',
      });
      expect(termsRefusal('NoInvoicingAssociation', level)).toEqual({
        code: 'no_invoicing_association',
        detail: 'Der Rechnungsstellende Verband wurde noch nicht festgelegt.',
      });
      expect(termsRefusal('AcceptedOrNotNecessary', level)).toBeNull();
    }
  });

  it('turns the refusal codes into the login denial the guard shows', () => {
    expect(termsRefusalNotice('no_invoicing_association')).toEqual({ title: 'Login verweigert', message: 'Der Rechnungsstellende Verband wurde noch nicht festgelegt.', level: 'error' });
    expect(termsRefusalNotice('terms_not_accepted')).toBeNull();
    expect(termsRefusalNotice(undefined)).toBeNull();
  });
});

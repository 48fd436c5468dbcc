// Terms-of-service status (product rules ‹Terms status›) and the texts of product rules ‹Login, terms and user errors›.
import type { Notice } from './errors.ts';
import { effectiveAccountType, isFarmUser, type AccountType } from './roles.ts';

export const TERMS_STATUSES = [
  'AcceptedOrNotNecessary',
  'NotAccepted',
  'NotAcceptedByFarmAdmin',
  'NoInvoicingAssociation',
  'MissingData',
] as const;
export type TermsStatus = (typeof TERMS_STATUSES)[number];

export interface TermsUser {
  account_type?: AccountType | null;
  /** The user's farm ids; missing means the user data is not loaded. */
  farms?: readonly number[] | null;
}

export interface TermsFarm {
  id: number;
  invoicing_association?: number | null;
  /** Date of acceptance; missing or empty means not accepted. */
  tos_accepted?: string | null;
}

/**
 * Only farm admins and farm staff (an empty account type counts as farm staff) need accepted terms.
 * Missing user, missing or empty farm ids, or a farm id without a loaded farm ⇒ MissingData.
 * Then, over all of the user's farms: any farm without invoicing association ⇒ NoInvoicingAssociation
 * (accepting terms would not help, so it wins); any farm without tos_accepted ⇒ NotAccepted for a
 * farm admin, NotAcceptedByFarmAdmin for farm staff.
 */
export function termsStatus(user: TermsUser | null | undefined, farms: readonly TermsFarm[] | null | undefined): TermsStatus {
  if (!user) return 'MissingData';
  if (!isFarmUser(user.account_type)) return 'AcceptedOrNotNecessary';
  if (!user.farms?.length || !farms) return 'MissingData';
  const byId = new Map(farms.map((f) => [f.id, f]));
  const own: TermsFarm[] = [];
  for (const id of user.farms) {
    const farm = byId.get(id);
    if (!farm) return 'MissingData';
    own.push(farm);
  }
  if (own.some((f) => f.invoicing_association === null || f.invoicing_association === undefined)) return 'NoInvoicingAssociation';
  if (own.some((f) => !f.tos_accepted)) {
    return effectiveAccountType(user.account_type) === 'farm_admin' ? 'NotAccepted' : 'NotAcceptedByFarmAdmin';
  }
  return 'AcceptedOrNotNecessary';
}

/**
 * The acceptance calls of a farm admin (POST /users/{id}/terms_of_service_acceptance/): one per own
 * farm not accepted yet; with none open, a single call without a farm (undefined).
 */
export function farmsToAccept(farms: readonly TermsFarm[]): (number | undefined)[] {
  const open = farms.filter((f) => !f.tos_accepted).map((f) => f.id);
  return open.length > 0 ? open : [undefined];
}

export const TERMS_DENIED_TITLE = 'Login verweigert';
export const TERMS_MESSAGES = {
  NotAcceptedByFarmAdmin: 'Ihr LDWU-Administrator hat den Nutzungsbedingungen noch nicht zugestimmt.',
  NoInvoicingAssociation: 'Der Rechnungsstellende Verband wurde noch nicht festgelegt.',
} as const;

/** What the navigation guard does with a status (product rules ‹Navigation guard›). */
export type TermsDecision = 'pass' | 'acceptTerms' | 'deny' | 'block';
export function termsDecision(status: TermsStatus): TermsDecision {
  switch (status) {
    case 'AcceptedOrNotNecessary':
      return 'pass';
    case 'NotAccepted':
      return 'acceptTerms';
    case 'NotAcceptedByFarmAdmin':
    case 'NoInvoicingAssociation':
      return 'deny';
    case 'MissingData':
      return 'block';
  }
}

/** The error notice shown before logout for a denied status; null for the others. */
export function termsDenial(status: TermsStatus): Notice | null {
  if (status !== 'NotAcceptedByFarmAdmin' && status !== 'NoInvoicingAssociation') return null;
  return { title: TERMS_DENIED_TITLE, message: TERMS_MESSAGES[status], level: 'error' };
}

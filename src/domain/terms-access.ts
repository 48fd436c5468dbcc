// Server-side enforcement of the terms status (product rules ‹Terms status›): what a farm user may read through the API
// while the terms of their farms are not accepted. The navigation guard needs the minimum data
// (farms, locations, sites) to decide for a farm admin, who then accepts on the terms page; farm
// staff of such a farm, and anyone of a farm without invoicing association, are turned away at
// login, so the API refuses them everything of the farm. Always open: the current user, the own
// terms status, the acceptance itself; and the public routes (token, refresh, logout, texts, health).
import { TERMS_DENIED_TITLE, TERMS_MESSAGES, type TermsStatus } from './terms.ts';
import type { Notice } from './errors.ts';

/** How a route relates to the terms: open always, part of the guard's minimum data, or gated. */
export type TermsLevel = 'open' | 'minimum' | 'gated';

export const TERMS_ERROR = {
  NotAccepted: { code: 'terms_not_accepted', detail: 'Bitte stimmen Sie zuerst den Nutzungsbedingungen zu.' },
  NotAcceptedByFarmAdmin: { code: 'terms_not_accepted_by_farm_admin', detail: TERMS_MESSAGES.NotAcceptedByFarmAdmin },
  NoInvoicingAssociation: { code: 'no_invoicing_association', detail: TERMS_MESSAGES.NoInvoicingAssociation },
} as const;

export type TermsRefusal = (typeof TERMS_ERROR)[keyof typeof TERMS_ERROR];

/** null: allowed; otherwise the 403 to answer with. */
export function termsRefusal(status: TermsStatus, level: TermsLevel): TermsRefusal | null {
  if (level === 'open') return null;
  switch (status) {
    case 'AcceptedOrNotNecessary':
    case 'MissingData': // no farm at all: the read scope is empty anyway
      return null;
    case 'NotAccepted':
      return level === 'minimum' ? null : TERMS_ERROR.NotAccepted;
    case 'NotAcceptedByFarmAdmin':
      return TERMS_ERROR.NotAcceptedByFarmAdmin;
    case 'NoInvoicingAssociation':
      return TERMS_ERROR.NoInvoicingAssociation;
  }
}

/** The login denial (product rules ‹Login, terms and user errors›) for a refusal code the API sent, else null. */
export function termsRefusalNotice(code: string | undefined): Notice | null {
  if (code === TERMS_ERROR.NotAcceptedByFarmAdmin.code) return { title: TERMS_DENIED_TITLE, message: TERMS_MESSAGES.NotAcceptedByFarmAdmin, level: 'error' };
  if (code === TERMS_ERROR.NoInvoicingAssociation.code) return { title: TERMS_DENIED_TITLE, message: TERMS_MESSAGES.NoInvoicingAssociation, level: 'error' };
  return null;
}

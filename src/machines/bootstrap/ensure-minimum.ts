// The navigation guard's `bootstrapMinimum` effect over a long-lived bootstrap actor.
import { waitFor } from 'xstate';
import { DEFAULT_ERROR_TITLE, NoticeError, UNKNOWN_ERROR_TEXT } from '../../domain/errors.ts';
import type { TermsFarm, TermsUser } from '../../domain/terms.ts';
import type { BootstrapActorRef } from './machine.ts';

const sameUser = (a: TermsUser | null, b: TermsUser) => a?.account_type === b.account_type && String(a?.farms ?? '') === String(b.farms ?? '');

/**
 * The navigation guard's `bootstrapMinimum` over a running bootstrap actor: (re)starts it unless it is
 * already loading or loaded for this user (a re-check after terms acceptance restarts it),
 * waits for the minimum, and resolves with the terms fields; a failure rejects with its notice.
 */
export async function ensureMinimum(ref: BootstrapActorRef, user: TermsUser | null): Promise<readonly TermsFarm[]> {
  if (!user) return [];
  const s = ref.getSnapshot();
  const underway = s.matches('loadingMinimum') || s.matches('ready');
  if (!(underway && sameUser(s.context.user, user))) {
    ref.send({ type: 'bootstrap.start', user });
  }
  const done = await waitFor(ref, (x) => x.hasTag('minimumLoaded') || x.matches('failed'));
  if (done.matches('failed')) throw new NoticeError(done.context.error ?? { title: DEFAULT_ERROR_TITLE, message: UNKNOWN_ERROR_TEXT, level: 'error' });
  return done.context.termsFarms;
}

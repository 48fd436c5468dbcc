// Write plans of the public and account doors: terms acceptance, login, refresh, logout, reset.
// They run in this order on the caller's own account; later ones use what earlier ones returned.
import type { WritePlans } from './types.ts';

export const AUTH_WRITES: WritePlans = {
  acceptTermsOfService: {
    own: async (ctx, role) => ({ params: ctx.targets.get(role)!.user.own!, body: {}, label: 'eigenes Konto' }),
    // Someone else's user id is not found, whoever asks (checked for those allowed to accept).
    foreign: async (ctx, role, verdict) => (verdict === 'ok' ? { params: ctx.targets.get(role)!.user.foreign, body: {}, label: 'fremdes Konto' } : null),
  },
  requestPasswordReset: {
    own: async (ctx, role) => ({ body: { email: ctx.callers.get(role)!.email }, label: 'eigenes Konto' }),
  },
  obtainToken: {
    own: async (ctx, role) => {
      const caller = ctx.callers.get(role)!;
      return { body: { username: caller.username, password: caller.password }, label: 'eigenes Konto' };
    },
    after: (ctx, role, _call, body) => {
      ctx.callers.get(role)!.refresh = body.refresh;
    },
  },
  refreshToken: {
    own: async (ctx, role) => ({ body: { refresh: ctx.callers.get(role)!.refresh }, label: 'eigenes Konto' }),
    after: (ctx, role, _call, body) => {
      ctx.callers.get(role)!.refresh = body.refresh;
    },
  },
  logout: {
    own: async (ctx, role) => ({ body: { refresh: ctx.callers.get(role)!.refresh }, label: 'eigenes Konto' }),
  },
  resetPassword: {
    own: async (ctx, role) => {
      const caller = ctx.callers.get(role)!;
      const token = await ctx.freshResetToken(caller.id, caller.email);
      return { body: { email: caller.email, token, password: `Matrix-Weide-${ctx.round}` }, label: 'eigenes Konto' };
    },
    after: (ctx, role, call) => {
      ctx.callers.get(role)!.password = String(call.body!.password);
    },
  },
};

import { z } from 'zod';
import { EMAIL_INVALID } from '../../../domain/email.ts';

export const RequestPasswordReset = z
  .object({ email: z.email(EMAIL_INVALID) })
  .meta({ id: 'RequestPasswordReset' });

export const ResetPassword = z
  .object({
    email: z.email(EMAIL_INVALID),
    token: z.string().min(1, 'Der Link ist ungültig oder abgelaufen.'),
    password: z.string(),
  })
  .meta({ id: 'ResetPassword' });

export const Detail = z.object({ detail: z.string() }).meta({ id: 'Detail' });

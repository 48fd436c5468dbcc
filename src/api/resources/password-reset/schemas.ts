import { z } from 'zod';
import { EMAIL_INVALID } from '../../../domain/email.ts';
import { MAIL_LINK_TEXTS } from '../../services/mail-link-texts.ts';

export const RequestPasswordReset = z
  .object({ email: z.email(EMAIL_INVALID) })
  .meta({ id: 'RequestPasswordReset' });

export const ResetPassword = z
  .object({
    email: z.email(EMAIL_INVALID),
    token: z.string().min(1, MAIL_LINK_TEXTS.malformed),
    password: z.string(),
  })
  .meta({ id: 'ResetPassword' });

export const Detail = z.object({ detail: z.string() }).meta({ id: 'Detail' });

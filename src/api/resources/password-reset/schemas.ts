import { z } from 'zod';

export const RequestPasswordReset = z
  .object({ email: z.email('Geben Sie eine gültige E-Mail-Adresse ein.') })
  .meta({ id: 'RequestPasswordReset' });

export const ResetPassword = z
  .object({
    email: z.email('Geben Sie eine gültige E-Mail-Adresse ein.'),
    token: z.string().min(1, 'Der Link ist ungültig oder abgelaufen.'),
    password: z.string(),
  })
  .meta({ id: 'ResetPassword' });

export const Detail = z.object({ detail: z.string() }).meta({ id: 'Detail' });

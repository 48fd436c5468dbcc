import { z } from 'zod';
import { PASSWORD_REQUIRED } from '../../../domain/password-policy.ts';

export const TokenRequest = z
  .object({
    username: z.string().trim().min(1, 'Geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.'),
    password: z.string().min(1, PASSWORD_REQUIRED),
  })
  .meta({ id: 'TokenRequest' });

export const TokenPair = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'TokenPair' });

export const RefreshRequest = z.object({ refresh: z.string().min(1) }).meta({ id: 'RefreshRequest' });

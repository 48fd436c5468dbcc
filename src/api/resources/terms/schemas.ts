import { z } from 'zod';

export const TermsAcceptanceRequest = z
  .object({ farm: z.number().int().positive().optional() })
  .meta({ id: 'TermsAcceptanceRequest' });

export const TermsAcceptance = z
  .object({
    farms: z.array(z.object({ farm: z.number().int(), tos_accepted: z.string() }).meta({ id: 'FarmTermsAcceptance' })),
  })
  .meta({ id: 'TermsAcceptance' });

import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { locales } from './locales';

/** The language switch's query: ?to=<locale>&path=<public path of the current page>. */
export const languageSwitchSchema = z.object({
  to: z.enum(locales, { message: `to must be one of: ${locales.join(', ')}` }),
  path: z
    .string()
    .max(2048, { message: 'path is too long' })
    .optional()
    .transform((v) => v || '/'),
});

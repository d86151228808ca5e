import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { locales } from './locales';

/** Longer than any page address of this site. */
export const MAX_SWITCH_PATH_LENGTH = 2048;

/**
 * The language switch's query: ?to=<locale>&path=<public path of the current page>. Only a bad
 * `to` is an error: a `path` that is missing, or too long to be a page of this site, means the
 * home page, because the reader asked for a language and should get it whatever the link said.
 */
export const languageSwitchSchema = z.object({
  to: z.enum(locales, { message: `to must be one of: ${locales.join(', ')}` }),
  path: z
    .string()
    .optional()
    .transform((v) => (v && v.length <= MAX_SWITCH_PATH_LENGTH ? v : '/')),
});

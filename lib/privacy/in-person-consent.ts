import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';

/**
 * The body of POST /api/team/guardian-consent: which held record a member saw the parent agree
 * to, in person. Only the two forms that hold a minor's record; a push key's characters.
 */
export const inPersonConsentSchema = z.object({
  form: z.enum(['survey', 'membership']),
  recordKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
});

export type InPersonConsent = z.infer<typeof inPersonConsentSchema>;

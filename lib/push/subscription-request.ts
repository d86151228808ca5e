import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { PUSH_TOPICS } from './message';

/**
 * A device's token as FCM gives it (about 160 characters of letters, digits, `-`, `_` and `:`), or
 * the demo copy's local one (`local-…`, lib/firebase/push-browser.ts).
 */
const token = z
  .string()
  .min(20)
  .max(1024)
  .regex(/^[\w:.-]+$/);

/** PUT /api/push/subscription: this device's alerts, in its language, on these topics. */
export const subscribeSchema = z.object({
  token,
  locale: z.enum(locales),
  topics: z
    .array(z.enum(PUSH_TOPICS))
    .min(1)
    .max(PUSH_TOPICS.length)
    .refine((topics) => new Set(topics).size === topics.length),
});
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

/** DELETE /api/push/subscription: no more alerts to this device. */
export const unsubscribeSchema = z.object({ token });

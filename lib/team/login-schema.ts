import '@/lib/validation/jitless-zod';
import { z } from 'zod';

/**
 * The sign-in form as sent to the server. Empty values are allowed on purpose: an empty member ID
 * is answered "Member ID not found", like any other unknown ID.
 */
export const loginRequestSchema = z.object({
  memberId: z.string().max(64),
  password: z.string().max(128),
});

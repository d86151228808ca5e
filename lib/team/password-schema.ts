import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password-rules';

/**
 * A chosen password as sent to the server. Anything longer than a password may be is refused
 * here; the length and content rules are answered by the route with their own codes.
 */
export const choosePasswordRequestSchema = z.object({
  memberId: z.string().max(64),
  ticket: z.string().max(64),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
});

/** A member's own new password, with the current one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH + 1),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH + 1),
});

/** A Coordinator's request to send a member back to their first sign-in. */
export const resetPasswordRequestSchema = z.object({
  memberId: z.string().min(1).max(64),
});

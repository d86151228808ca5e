import { createHash, randomUUID } from 'node:crypto';
import { SUBMISSION_ID_PATTERN } from '@/lib/forms/submission';
import type { Locale } from '@/lib/i18n/locales';
import { postPath } from '@/lib/posts/blog-pages';
import type { Registrant } from './roster';

/**
 * A registration's own page is found by a secret in its address, the only key a person holds: no
 * account, no number to type. The roster stores the secret's hash, never the secret, so a copy of
 * the database opens no one's page.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The secret of a registration: made from the id the form got when it was rendered (unguessable,
 * and seen only by the browser that showed the form) and the details posted. The same form posted
 * twice (a double tap, a reload) makes the same secret, so the same registration; the same form
 * filled in again for someone else makes another. An id that is not one the site makes is replaced
 * by a random one.
 */
export function registrationToken(submissionId: string, slug: string, registrant: Registrant): string {
  const id = SUBMISSION_ID_PATTERN.test(submissionId) ? submissionId : randomUUID();
  return sha256(JSON.stringify(['event-registration', id, slug, registrant]));
}

/** The registration form of an event. */
export const registerPath = (locale: Locale, slug: string) => `${postPath(locale, slug)}/register`;

/** A registration's own page: its place, its QR code for the door, and cancelling. */
export const registrationPath = (locale: Locale, slug: string, token: string) =>
  `${postPath(locale, slug)}/registration/${token}`;

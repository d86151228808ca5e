import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares a secret in time that does not depend on where the two differ (both sides are hashed
 * first, so their lengths do not show either).
 */
export const secretsMatch = (given: string, stored: string): boolean => timingSafeEqual(digest(given), digest(stored));

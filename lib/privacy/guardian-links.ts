import { createHash, createHmac, hkdfSync } from 'node:crypto';
import type { FormId } from '@/lib/forms/options';
import { GUARDIAN_LINKS_NODE } from './nodes';
import { dueAt, retentionRule } from './retention';

/**
 * A parent's confirmation link: `/privacy/guardian/<token>`. The token is an HMAC of the held
 * record's form and key with a server secret, not a random value: a repeat of the same submission
 * (the same submission id answers the same record key, lib/forms/submission-service.ts) must
 * answer the same link, and the server keeps no token to give back. The database keeps only the
 * token's SHA-256 at guardianLinks/<hash>, so a copy of the database opens no record.
 */

/** What guardianLinks/<hash> holds: the record the link releases, and when it stops working. */
export interface GuardianLink {
  form: FormId;
  recordKey: string;
  expiresAt: number;
}

/** 43 base64url characters: the 256-bit HMAC. Anything else is refused before a database read. */
export const GUARDIAN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key tokens are made with, derived (HKDF) from PICTURE_SIGNING_KEY: a secret every instance
 * shares and production requires already, while the derived key signs nothing else.
 */
export const guardianLinkKey = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, '', 'yuva guardian consent link', 32));

export const guardianToken = (key: Buffer, form: FormId, recordKey: string): string =>
  createHmac('sha256', key).update(`${form}/${recordKey}`).digest('base64url');

export const guardianTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const guardianLinkPath = (token: string) => `${GUARDIAN_LINKS_NODE}/${guardianTokenHash(token)}`;

/** The link stops working when the held record is due to be deleted (the awaitingGuardian rule). */
export const guardianLinkExpiry = (askedAt: number): number => dueAt(askedAt, retentionRule('awaitingGuardian').period);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored link read back, or null when it is malformed. */
export function guardianLinkFrom(value: unknown): GuardianLink | null {
  if (!isObject(value)) return null;
  const { form, recordKey, expiresAt } = value;
  if (typeof form !== 'string' || !['survey', 'membership'].includes(form)) return null;
  if (typeof recordKey !== 'string' || typeof expiresAt !== 'number') return null;
  return { form: form as FormId, recordKey, expiresAt };
}

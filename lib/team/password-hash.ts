import '@/lib/validation/jitless-zod';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** scrypt's cost parameters, stored with every hash so that they can be raised later. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** A member's password as the teamSecrets node keeps it: never the password itself. */
export interface StoredPassword extends ScryptParams {
  algorithm: 'scrypt';
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
}

/**
 * About a quarter of a second per hash on a two-core server: slow for someone trying guesses
 * against a copied hash, unnoticeable for a person signing in.
 */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

const SALT_BYTES = 16;

// Bounds keep a tampered record from making the server spend minutes or gigabytes on one sign-in.
const storedPasswordSchema = z.object({
  algorithm: z.literal('scrypt'),
  N: z
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  keyLength: z.number().int().min(16).max(64),
  salt: z.base64(),
  hash: z.base64(),
});

function derive(password: string, salt: Buffer, { N, r, p, keyLength }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes.
    const options = { N, r, p, maxmem: 256 * N * r };
    // NFC, so the same password typed on two keyboards gives the same hash.
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<StoredPassword> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, params);
  return { algorithm: 'scrypt', ...params, salt: salt.toString('base64'), hash: hash.toString('base64') };
}

/** The stored value as a password hash, or null when it is not one this server can check. */
export function storedPasswordFrom(value: unknown): StoredPassword | null {
  const parsed = storedPasswordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether the password is the one the hash was made from (compared in constant time). */
export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  if (expected.length !== stored.keyLength) return false;
  const given = await derive(password, Buffer.from(stored.salt, 'base64'), stored);
  return timingSafeEqual(given, expected);
}

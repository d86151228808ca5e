import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from './passkeys-types';

// Credential ids, keys and signatures as the browser sends them: base64url, bounded.
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);
const challengeId = z.string().max(64);
const CREDENTIAL_ID_MAX = 1364;

/** A passkey's name: what the member will recognise it by ("My phone"), never blank. */
export const passkeyNameSchema = z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH);

export const passkeyIdSchema = base64url(CREDENTIAL_ID_MAX);

const credentialFields = {
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: z.literal('public-key'),
  clientExtensionResults: z.object({}).catchall(z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** POST /api/team/passkeys: the new passkey as the browser made it, and its name. */
export const addPasskeySchema = z.object({
  challengeId,
  name: passkeyNameSchema,
  response: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(8192),
      authenticatorData: base64url(4096).optional(),
      transports: z.array(z.string().max(32)).max(8).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(2048).optional(),
    }),
  }),
});

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

/** POST /api/team/passkeys/sign-in: the browser's signed answer to the challenge. */
export const passkeySignInSchema = z.object({
  challengeId,
  response: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(4096),
      signature: base64url(2048),
      userHandle: base64url(256).optional(),
    }),
  }),
});

/** The largest body these routes read: an attestation with its certificates. */
export const PASSKEY_BODY_LIMIT = 16 * 1024;

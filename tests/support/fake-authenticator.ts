import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A software authenticator, as a phone's would answer: a P-256 key per passkey, "none"
 * attestation, user present and verified. It signs what a real one signs (authenticator data and
 * the hash of the client data), so the server's checks run as they do against a browser.
 */
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

export interface FakePasskey {
  id: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

export function fakeAuthenticator({ verified = true }: { verified?: boolean } = {}) {
  const flags = FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0);
  return {
    /** Makes a passkey for the options, as navigator.credentials.create does from `origin`. */
    register(
      options: PublicKeyCredentialCreationOptionsJSON,
      origin: string,
    ): { response: RegistrationResponseJSON; passkey: FakePasskey } {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? ''),
        Buffer.from([flags | FLAG_ATTESTED_DATA]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        cosePublicKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        response: {
          id: b64url(id),
          rawId: b64url(id),
          type: 'public-key',
          clientExtensionResults: {},
          response: {
            clientDataJSON: b64url(Buffer.from(clientData)),
            attestationObject: b64url(attestationObject),
            transports: ['internal'],
          },
        },
        passkey: { id: b64url(id), userHandle: options.user.id, privateKey, counter: 0 },
      };
    },
    /** Signs the sign-in challenge with `passkey`, as navigator.credentials.get does from `origin`. */
    authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      passkey: FakePasskey,
      origin: string,
      { rpID = options.rpId ?? '' }: { rpID?: string } = {},
    ): AuthenticationResponseJSON {
      passkey.counter += 1;
      const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }));
      const authData = Buffer.concat([sha256(rpID), Buffer.from([flags]), counterBytes(passkey.counter)]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), passkey.privateKey);
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
      };
    },
  };
}

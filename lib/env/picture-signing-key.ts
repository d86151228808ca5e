import 'server-only';
import { randomBytes } from 'node:crypto';
import { isBuildPhase } from './build-phase.mjs';
import { isProductionSite, PICTURE_SIGNING_KEY_REQUIRED, serverEnv } from './server';

/**
 * Kept on globalThis: Next bundles each route with its own copy of this module, and the page that
 * signs an address and the route that checks it must use the same key.
 */
const GENERATED_KEY = Symbol.for('yuva.pictureSigningKey');
type KeyHolder = typeof globalThis & { [GENERATED_KEY]?: string };

/**
 * The secret the news picture addresses are signed and checked with (lib/news/picture-address.ts):
 * PICTURE_SIGNING_KEY, which every instance must share, or an address made by one is refused by
 * another. Without it (a demo copy, a development server, the tests) a random key is made once per
 * process: its addresses stop working when the process restarts, and two demo instances behind one
 * address need the same key set explicitly. A production server without one never gets here: the
 * start-up check refuses it. Null while `next build` prerenders pages, as a rule without the
 * run-time secrets: their pictures are left unsigned, shown as placeholders until the page is
 * rendered again.
 */
export function pictureSigningKey(source: Record<string, string | undefined> = process.env): string | null {
  const env = serverEnv(source);
  if (env.PICTURE_SIGNING_KEY) return env.PICTURE_SIGNING_KEY;
  if (isBuildPhase(source)) return null;
  if (isProductionSite(env, source)) throw new Error(PICTURE_SIGNING_KEY_REQUIRED);
  const holder = globalThis as KeyHolder;
  return (holder[GENERATED_KEY] ??= randomBytes(32).toString('base64url'));
}

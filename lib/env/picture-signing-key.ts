import { randomBytes } from 'node:crypto';

/**
 * The secret the news picture addresses are signed with (lib/news/picture-address.ts). Every
 * instance must have the same one, or an address made by one is refused by another. No
 * 'server-only' marker here: the start-up check (instrumentation.ts, through lib/env/server.ts)
 * reads this module outside the bundles that marker is meant for; nothing in the browser imports it.
 */
export const PICTURE_SIGNING_KEY_MIN_LENGTH = 32;

const MAKE_ONE = 'make one with: openssl rand -base64 32';

/** What is wrong with PICTURE_SIGNING_KEY for this server, or null when nothing is. */
export function pictureSigningKeyProblem(
  env: Record<string, string | undefined>,
  { demo }: { demo: boolean },
): string | null {
  const key = env.PICTURE_SIGNING_KEY?.trim() ?? '';
  if (key && key.length < PICTURE_SIGNING_KEY_MIN_LENGTH) {
    return `Invalid environment: PICTURE_SIGNING_KEY must be at least ${PICTURE_SIGNING_KEY_MIN_LENGTH} characters (${MAKE_ONE})`;
  }
  if (!key && env.NODE_ENV === 'production' && !demo) {
    return (
      'Invalid environment: set PICTURE_SIGNING_KEY, the secret news picture addresses are signed ' +
      `with: at least ${PICTURE_SIGNING_KEY_MIN_LENGTH} random characters, the same on every instance (${MAKE_ONE})`
    );
  }
  return null;
}

export const isDemoCopy = (env: Record<string, string | undefined>): boolean => env.DEMO_MODE?.trim() === '1';

/**
 * Kept on globalThis: Next bundles each route with its own copy of this module, and the page that
 * signs an address and the route that checks it must use the same key.
 */
const GENERATED_KEY = Symbol.for('yuva.pictureSigningKey');
type KeyHolder = typeof globalThis & { [GENERATED_KEY]?: string };

/**
 * `next build` prerenders pages (the home page's news), as a rule without the run-time secrets:
 * their pictures are left unsigned, shown as placeholders until the page is rendered again.
 */
const isBuilding = (env: Record<string, string | undefined>): boolean => env.NEXT_PHASE === 'phase-production-build';

/**
 * The key to sign and check picture addresses with. Without PICTURE_SIGNING_KEY (a demo copy, a
 * development server, the tests) a random key is made once per process: its addresses stop
 * working when the process restarts, and two demo instances behind one address need the same key
 * set explicitly. A production server without one never gets here: the start-up check refuses it.
 * Null while building without a key.
 */
export function pictureSigningKey(env: Record<string, string | undefined> = process.env): string | null {
  const key = env.PICTURE_SIGNING_KEY?.trim();
  if (!key && isBuilding(env)) return null;
  const problem = pictureSigningKeyProblem(env, { demo: isDemoCopy(env) });
  if (problem) throw new Error(problem);
  if (key) return key;
  const holder = globalThis as KeyHolder;
  return (holder[GENERATED_KEY] ??= randomBytes(32).toString('base64url'));
}

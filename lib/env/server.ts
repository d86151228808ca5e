import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { siteConfig } from '@/lib/site-config';
import { isVpa } from '@/lib/validation/vpa';
import { isCronPattern, RETENTION_OFF } from './cron-pattern';
import { invalidEnvironment, settingValues } from './setting-value';

// No 'server-only' marker: instrumentation.ts imports this module for the start-up check, and Next
// compiles instrumentation outside the server components' bundles that the marker accepts.
// Nothing in the browser imports it (and the browser has none of these values).

export const CURRENTS_BASE_URL = 'https://api.currentsapi.services/v1';
export const PICTURE_SIGNING_KEY_MIN_LENGTH = 32;
const MAKE_A_KEY = 'make one with: openssl rand -base64 32';

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
};
const zeroOrOne = (name: string) =>
  z.enum(['0', '1'], { message: `${name} must be 0 or 1` }).transform((value) => value === '1');
const absoluteUrl = (name: string) => z.url({ message: `${name} must be an absolute URL` });
/** A croner pattern in India time, or `off` for a server that never runs that job. */
const schedule = (name: string, example: string) =>
  z
    .string()
    .refine(
      (value) => value === RETENTION_OFF || isCronPattern(value),
      `${name} must be a cron pattern, e.g. ${example}, or ${RETENTION_OFF}`,
    )
    .optional();
const json = (name: string) => z.string().refine(isJson, `${name} must be the JSON of a service account key`);

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The server's settings, each read by one rule (after ./setting-value.ts); .env.example explains them. */
const serverEnvSchema = z.object({
  NEWS_API_KEY: z.string().optional(),
  NEWS_API_BASE_URL: absoluteUrl('NEWS_API_BASE_URL').default(CURRENTS_BASE_URL),
  NEWS_KEYWORD: z.string().default(siteConfig.state),
  NEWS_RSS_URL: absoluteUrl('NEWS_RSS_URL').optional(),
  NEWS_TIMEOUT_MS: wholeNumber('NEWS_TIMEOUT_MS', 100, 60_000).default(8000),
  NEWS_CACHE_SECONDS: wholeNumber('NEWS_CACHE_SECONDS', 0, 86_400).default(300),
  NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: zeroOrOne('NEWS_IMAGE_ALLOW_PRIVATE_HOSTS').default(false),
  PICTURE_SIGNING_KEY: z
    .string()
    .min(
      PICTURE_SIGNING_KEY_MIN_LENGTH,
      `PICTURE_SIGNING_KEY must be at least ${PICTURE_SIGNING_KEY_MIN_LENGTH} characters (${MAKE_A_KEY})`,
    )
    .optional(),
  DEMO_MODE: zeroOrOne('DEMO_MODE').default(false),
  FIREBASE_SERVICE_ACCOUNT_KEY: json('FIREBASE_SERVICE_ACCOUNT_KEY').optional(),
  SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY: json('SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY').optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  TRUST_PROXY_HOPS: wholeNumber('TRUST_PROXY_HOPS', 0, 10).default(0),
  REDIS_URL: z
    .string()
    .refine(isRedisUrl, 'REDIS_URL must be a redis:// or rediss:// address, e.g. redis://10.0.0.3:6379')
    .optional(),
  RETENTION_SCHEDULE: schedule('RETENTION_SCHEDULE', '30 2 * * * (02:30 every night, India time)'),
  FCM_API_URL: absoluteUrl('FCM_API_URL').optional(),
  PUSH_REMINDER_SCHEDULE: schedule('PUSH_REMINDER_SCHEDULE', '0 18 * * * (18:00 every day, India time)'),
  UPI_ID: z
    .string()
    .refine(isVpa, 'UPI_ID must be a UPI ID, name@handle, e.g. rohtasyuva@sbi (the merchant ID of the current account)')
    .optional(),
  UPLOADS_DIR: z
    .string()
    .refine((value) => !value.includes('\0'), 'UPLOADS_DIR must be a folder path, e.g. /srv/uploads')
    .optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;
type Source = Record<string, string | undefined>;

/** The names of every server setting, as .env.example lists them. */
export const SERVER_ENV_NAMES = Object.keys(serverEnvSchema.shape) as (keyof ServerEnv)[];

const settingsIn = (source: Source) => settingValues(source, SERVER_ENV_NAMES);

function parseSettings(settings: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(settings);
  if (!result.success) throw invalidEnvironment(result.error.issues);
  return result.data;
}

/** The server's settings in `source`; throws one message naming every bad one. */
export const parseServerEnv = (source: Source): ServerEnv => parseSettings(settingsIn(source));

let parsed: { from: string; env: ServerEnv } | undefined;
let startUp: ServerEnv | undefined;

/**
 * The server's settings. A production server's stay as they were at start-up, so its own are read
 * once: a route asks for them a score of times per request, and reading and comparing them all
 * costs more than the route's own work (tests/bench/news-load.mjs). Elsewhere (the tests change
 * them between cases) they are parsed again only when one has changed since the last call.
 */
export function serverEnv(source: Source = process.env): ServerEnv {
  if (startUp && source === process.env) return startUp;
  const settings = settingsIn(source);
  const from = JSON.stringify(settings);
  if (parsed?.from !== from) parsed = { from, env: parseSettings(settings) };
  if (source === process.env && process.env.NODE_ENV === 'production') startUp = parsed.env;
  return parsed.env;
}

/** A production server that is not a demo copy: it needs a Firebase project and PICTURE_SIGNING_KEY. */
export const isProductionSite = (env: ServerEnv, source: Source = process.env): boolean =>
  source.NODE_ENV === 'production' && !env.DEMO_MODE;

export const PICTURE_SIGNING_KEY_REQUIRED =
  'Invalid environment: set PICTURE_SIGNING_KEY, the secret news picture addresses are signed with: at least ' +
  `${PICTURE_SIGNING_KEY_MIN_LENGTH} random characters, the same on every instance (${MAKE_A_KEY})`;

export const DEMO_BUILD_REFUSED =
  'This build has no Firebase project (NEXT_PUBLIC_FIREBASE_* were unset when it was built), so ' +
  "visitors' forms could not be saved. Set them and build again, or start with DEMO_MODE=1 to run " +
  'it as a demo copy with the local database (npm start does this).';

/**
 * Checked when the server starts (instrumentation.ts): a bad setting stops it, with a message
 * naming it. `demoBuild`: the build has no Firebase project (lib/firebase/demo-mode.ts).
 */
export function checkServerEnv(source: Source, demoBuild = false): void {
  const env = parseServerEnv(source);
  if (!isProductionSite(env, source)) return;
  if (demoBuild) throw new Error(DEMO_BUILD_REFUSED);
  if (!env.PICTURE_SIGNING_KEY) throw new Error(PICTURE_SIGNING_KEY_REQUIRED);
}

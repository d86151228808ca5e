import { adminSettingsFrom, surveyAdminSettingsFrom } from '@/lib/firebase/admin-settings';
import { firebaseSettings, surveySettings } from '@/lib/firebase/config';
import { isDemoBuild } from '@/lib/firebase/demo-mode';
import { pictureSigningKeyProblem } from './picture-signing-key';

export const DEMO_BUILD_REFUSED =
  'This build has no Firebase project (NEXT_PUBLIC_FIREBASE_* were unset when it was built), so ' +
  "visitors' forms could not be saved. Set them and build again, or start with DEMO_MODE=1 to run " +
  'it as a demo copy with the local database (npm start does this).';

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Server-only settings, checked at start-up rather than at the first sign-in. */
export function checkServerEnv(env: Record<string, string | undefined>, demoBuild = isDemoBuild()): void {
  const demo = env.DEMO_MODE?.trim();
  if (demo && demo !== '0' && demo !== '1') throw new Error('Invalid environment: DEMO_MODE must be 0 or 1');
  if (demoBuild && env.NODE_ENV === 'production' && demo !== '1') throw new Error(DEMO_BUILD_REFUSED);
  const hops = env.TRUST_PROXY_HOPS?.trim();
  if (hops && !/^(10|[0-9])$/.test(hops)) {
    throw new Error('Invalid environment: TRUST_PROXY_HOPS must be a whole number from 0 to 10');
  }
  const redis = env.REDIS_URL?.trim();
  if (redis && !isRedisUrl(redis)) {
    throw new Error(
      'Invalid environment: REDIS_URL must be a redis:// or rediss:// address, e.g. redis://10.0.0.3:6379',
    );
  }
  const pictureKeyProblem = pictureSigningKeyProblem(env, { demo: demo === '1' });
  if (pictureKeyProblem) throw new Error(pictureKeyProblem);
  adminSettingsFrom(
    {
      FIREBASE_SERVICE_ACCOUNT_KEY: env.FIREBASE_SERVICE_ACCOUNT_KEY,
      FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
    },
    firebaseSettings,
  );
  surveyAdminSettingsFrom(
    { SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY: env.SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY },
    surveySettings,
  );
}

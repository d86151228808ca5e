import { adminSettingsFrom } from '@/lib/firebase/admin-settings';
import { firebaseSettings } from '@/lib/firebase/config';

/** Server-only settings, checked at start-up rather than at the first sign-in. */
export function checkServerEnv(env: Record<string, string | undefined>): void {
  const hops = env.TRUST_PROXY_HOPS?.trim();
  if (hops && !/^(10|[0-9])$/.test(hops)) {
    throw new Error('Invalid environment: TRUST_PROXY_HOPS must be a whole number from 0 to 10');
  }
  adminSettingsFrom(
    {
      FIREBASE_SERVICE_ACCOUNT_KEY: env.FIREBASE_SERVICE_ACCOUNT_KEY,
      FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
    },
    firebaseSettings,
  );
}

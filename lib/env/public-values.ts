import { settingValues } from './setting-value';

/**
 * The public settings (NEXT_PUBLIC_*), the one place they are read. Next writes a value into the
 * code it builds only where it finds `process.env.NEXT_PUBLIC_…` spelled out, so each is named
 * here in full, and all are fixed when the site is built. No Zod in this module: the Firebase
 * configuration brings it into every page's browser code, where Zod would take more than the
 * pages' budgets leave (tests/bench/budgets.mjs). lib/env/public.ts checks these values on the
 * server, when it starts.
 */
const read = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
  NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY,
  NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL,
  NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID,
};

type PublicName = keyof typeof read;
export type PublicValues = Record<PublicName, string | undefined>;

/** The public settings in `source` (blank counts as unset, see ./setting-value.ts). */
export const publicValuesFrom = (source: Partial<Record<PublicName, string>>): PublicValues =>
  settingValues(source, Object.keys(read) as PublicName[]);

export const publicValues = publicValuesFrom(read);

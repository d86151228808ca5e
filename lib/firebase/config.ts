import { publicValues, type PublicValues } from '@/lib/env/public-values';

/**
 * Firebase web configuration from the standard NEXT_PUBLIC_FIREBASE_* values (public by design:
 * they identify the project; the database rules protect the data). With a database emulator
 * host (the embedded local database by default) every missing value falls back to a demo
 * project, so any local database on any port can stand in.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId?: string;
}

export interface FirebaseSettings {
  config: FirebaseWebConfig;
  /** host:port of a local Realtime Database (firebase-server or the official emulator). */
  emulatorHost: string | null;
  /** host:port of the Firebase Auth emulator, used with a local database. */
  authEmulatorHost: string | null;
}

export const DEMO_PROJECT_ID = 'demo-rohtas-yuva';

/** The public settings (lib/env/public-values.ts) a project's configuration is made from. */
export type FirebaseEnv = Partial<PublicValues>;

/** null when no project is configured and no local database is set. */
export function firebaseSettingsFrom(env: FirebaseEnv): FirebaseSettings | null {
  const emulatorHost = env.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST ?? null;
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? (emulatorHost ? DEMO_PROJECT_ID : undefined);
  const databaseURL =
    (emulatorHost ? `http://${emulatorHost}?ns=${projectId}` : undefined) ?? env.NEXT_PUBLIC_FIREBASE_DATABASE_URL;
  const apiKey = env.NEXT_PUBLIC_FIREBASE_API_KEY ?? (emulatorHost ? 'demo-api-key' : undefined);
  const appId = env.NEXT_PUBLIC_FIREBASE_APP_ID ?? (emulatorHost ? '1:000000000000:web:demo' : undefined);
  if (!projectId || !databaseURL || !apiKey || !appId) return null;
  const measurementId = env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID;
  return {
    emulatorHost,
    authEmulatorHost: env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? null,
    config: {
      apiKey,
      authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      databaseURL,
      projectId,
      storageBucket: env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
      messagingSenderId: env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID ?? '000000000000',
      appId,
      ...(measurementId ? { measurementId } : {}),
    },
  };
}

export const firebaseSettings = firebaseSettingsFrom(publicValues);

/**
 * The separate cloud project the configuration names for the survey form (spec 1). Used only
 * when it is fully set and no local database stands in; otherwise the survey goes to the main one.
 */
export function surveySettingsFrom(env: FirebaseEnv, main: FirebaseSettings | null): FirebaseSettings | null {
  if (main?.emulatorHost) return null;
  const apiKey = env.NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY;
  const databaseURL = env.NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL;
  const projectId = env.NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID;
  const appId = env.NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID;
  if (!apiKey || !databaseURL || !projectId || !appId) return null;
  return {
    emulatorHost: null,
    authEmulatorHost: null,
    config: {
      apiKey,
      authDomain: `${projectId}.firebaseapp.com`,
      databaseURL,
      projectId,
      storageBucket: `${projectId}.appspot.com`,
      messagingSenderId: '000000000000',
      appId,
    },
  };
}

export const surveySettings = surveySettingsFrom(publicValues, firebaseSettings);

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

export interface FirebaseEnv {
  NEXT_PUBLIC_FIREBASE_API_KEY?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  NEXT_PUBLIC_FIREBASE_DATABASE_URL?: string;
  NEXT_PUBLIC_FIREBASE_PROJECT_ID?: string;
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET?: string;
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID?: string;
  NEXT_PUBLIC_FIREBASE_APP_ID?: string;
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID?: string;
  NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
}

const value = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** null when no project is configured and no local database is set. */
export function firebaseSettingsFrom(env: FirebaseEnv): FirebaseSettings | null {
  const emulatorHost = value(env.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST) ?? null;
  const projectId = value(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) ?? (emulatorHost ? DEMO_PROJECT_ID : undefined);
  const databaseURL =
    (emulatorHost ? `http://${emulatorHost}?ns=${projectId}` : undefined) ??
    value(env.NEXT_PUBLIC_FIREBASE_DATABASE_URL);
  const apiKey = value(env.NEXT_PUBLIC_FIREBASE_API_KEY) ?? (emulatorHost ? 'demo-api-key' : undefined);
  const appId = value(env.NEXT_PUBLIC_FIREBASE_APP_ID) ?? (emulatorHost ? '1:000000000000:web:demo' : undefined);
  if (!projectId || !databaseURL || !apiKey || !appId) return null;
  const measurementId = value(env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID);
  return {
    emulatorHost,
    authEmulatorHost: value(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST) ?? null,
    config: {
      apiKey,
      authDomain: value(env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
      databaseURL,
      projectId,
      storageBucket: value(env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET) ?? `${projectId}.appspot.com`,
      messagingSenderId: value(env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID) ?? '000000000000',
      appId,
      ...(measurementId ? { measurementId } : {}),
    },
  };
}

// Named one by one so that Next writes the values into the browser bundle at build time.
export const firebaseSettings = firebaseSettingsFrom({
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
});

/**
 * The separate cloud project the configuration names for the survey form (spec 1). Used only
 * when it is fully set and no local database stands in; otherwise the survey goes to the main one.
 */
export function surveySettingsFrom(
  env: {
    NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY?: string;
    NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL?: string;
    NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID?: string;
    NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID?: string;
  },
  main: FirebaseSettings | null,
): FirebaseSettings | null {
  if (main?.emulatorHost) return null;
  const apiKey = value(env.NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY);
  const databaseURL = value(env.NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL);
  const projectId = value(env.NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID);
  const appId = value(env.NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID);
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

export const surveySettings = surveySettingsFrom(
  {
    NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY,
    NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL,
    NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID,
  },
  firebaseSettings,
);

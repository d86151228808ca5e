import type { ServerEnv } from '@/lib/env/server';
import type { FirebaseSettings } from './config';

/**
 * How the server reaches Firebase with a privileged credential (firebase-admin).
 * - Local (the embedded database): no credential; the admin SDK talks to the embedded database
 *   and to the Auth emulator, whose tokens are unsigned. Nothing leaves this machine.
 * - A real project: a service account key in FIREBASE_SERVICE_ACCOUNT_KEY (JSON), or, when it is
 *   unset, the host's own credentials (Application Default Credentials, as on Firebase App Hosting).
 */
export type AdminSettings =
  | { kind: 'local'; projectId: string; databaseURL: string; databaseHost: string; authEmulatorHost: string }
  | { kind: 'project'; projectId: string; databaseURL: string; serviceAccountJson: string | null };

export const LOCAL_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/** The server settings (lib/env/server.ts, which has checked the keys are JSON) used here. */
export type AdminEnv = Partial<
  Pick<
    ServerEnv,
    'FIREBASE_SERVICE_ACCOUNT_KEY' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY'
  >
>;

/** null when no Firebase project and no local database is configured. */
export function adminSettingsFrom(env: AdminEnv, web: FirebaseSettings | null): AdminSettings | null {
  if (!web) return null;
  const { projectId, databaseURL } = web.config;
  if (web.emulatorHost) {
    return {
      kind: 'local',
      projectId,
      databaseURL,
      databaseHost: web.emulatorHost,
      authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? web.authEmulatorHost ?? LOCAL_AUTH_EMULATOR_HOST,
    };
  }
  return { kind: 'project', projectId, databaseURL, serviceAccountJson: env.FIREBASE_SERVICE_ACCOUNT_KEY ?? null };
}

/**
 * How the server writes the survey when it is kept in a project of its own (NEXT_PUBLIC_SURVEY_
 * FIREBASE_*): that project's service account key in SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY, or, when
 * it is unset, the host's own credentials (which must then be granted that project too). null when
 * there is no separate survey project: the survey is written to the main database (always so in
 * the demo copy, whose local database stands in for both).
 */
export function surveyAdminSettingsFrom(env: AdminEnv, survey: FirebaseSettings | null): AdminSettings | null {
  if (!survey) return null;
  const { projectId, databaseURL } = survey.config;
  return {
    kind: 'project',
    projectId,
    databaseURL,
    serviceAccountJson: env.SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY ?? null,
  };
}

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

export interface AdminEnv {
  FIREBASE_SERVICE_ACCOUNT_KEY?: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
}

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

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
      authEmulatorHost:
        present(env.FIREBASE_AUTH_EMULATOR_HOST) ??
        present(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST) ??
        LOCAL_AUTH_EMULATOR_HOST,
    };
  }
  const serviceAccountJson = present(env.FIREBASE_SERVICE_ACCOUNT_KEY) ?? null;
  if (serviceAccountJson) {
    try {
      JSON.parse(serviceAccountJson);
    } catch {
      throw new Error('FIREBASE_SERVICE_ACCOUNT_KEY must be the JSON of a service account key');
    }
  }
  return { kind: 'project', projectId, databaseURL, serviceAccountJson };
}

/**
 * How the server writes the survey when it is kept in a project of its own (NEXT_PUBLIC_SURVEY_
 * FIREBASE_*): that project's service account key in SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY, or, when
 * it is unset, the host's own credentials (which must then be granted that project too). null when
 * there is no separate survey project: the survey is written to the main database (always so in
 * the demo copy, whose local database stands in for both).
 */
export function surveyAdminSettingsFrom(
  env: { SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY?: string },
  survey: FirebaseSettings | null,
): AdminSettings | null {
  const serviceAccountJson = present(env.SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY) ?? null;
  if (serviceAccountJson) {
    try {
      JSON.parse(serviceAccountJson);
    } catch {
      throw new Error('SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY must be the JSON of a service account key');
    }
  }
  if (!survey) return null;
  const { projectId, databaseURL } = survey.config;
  return { kind: 'project', projectId, databaseURL, serviceAccountJson };
}

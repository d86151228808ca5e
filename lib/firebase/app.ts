import type { FirebaseApp } from 'firebase/app';
import type { Database } from 'firebase/database';
import { firebaseSettings, surveySettings } from './config';
import { DemoDatabaseElsewhereError, mayReachLocalServices } from './demo-mode';

/**
 * The Firebase app, initialised once, lazily, in the browser only. The SDK is imported
 * dynamically so that it never lands in a page's first-load JavaScript.
 */
let appPromise: Promise<FirebaseApp> | null = null;
let databasePromise: Promise<Database> | null = null;

export class FirebaseNotConfiguredError extends Error {
  constructor() {
    super('Firebase is not configured');
    this.name = 'FirebaseNotConfiguredError';
  }
}

export function getFirebaseApp(): Promise<FirebaseApp> {
  if (typeof window === 'undefined') return Promise.reject(new Error('Firebase runs in the browser only'));
  const settings = firebaseSettings;
  if (!settings) return Promise.reject(new FirebaseNotConfiguredError());
  if (!mayReachLocalServices(window.location.hostname)) return Promise.reject(new DemoDatabaseElsewhereError());
  appPromise ??= import('firebase/app').then(
    ({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(settings.config),
  );
  return appPromise;
}

/** The Realtime Database, connected to the local one when an emulator host is configured. */
export function getRealtimeDatabase(): Promise<Database> {
  databasePromise ??= Promise.all([getFirebaseApp(), import('firebase/database')]).then(
    ([app, { getDatabase, connectDatabaseEmulator }]) => {
      const db = getDatabase(app);
      const host = firebaseSettings?.emulatorHost;
      if (host) {
        const [name, port] = host.split(':');
        connectDatabaseEmulator(db, name ?? '127.0.0.1', Number(port ?? 9000));
      }
      return db;
    },
  );
  return databasePromise;
}

let surveyDatabasePromise: Promise<Database> | null = null;

/** The survey's own project when configured, else the main database. */
export function getSurveyDatabase(): Promise<Database> {
  const settings = surveySettings;
  if (!settings) return getRealtimeDatabase();
  surveyDatabasePromise ??= Promise.all([import('firebase/app'), import('firebase/database')]).then(
    ([{ getApps, initializeApp }, { getDatabase }]) =>
      getDatabase(getApps().find((a) => a.name === 'survey') ?? initializeApp(settings.config, 'survey')),
  );
  return surveyDatabasePromise;
}

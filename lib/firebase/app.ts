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

// Named one by one where the SDK is imported, so the bundler can leave the rest of it out.
type DatabaseSdk = Pick<
  typeof import('firebase/database'),
  'connectDatabaseEmulator' | 'forceWebSockets' | 'getDatabase'
>;

/**
 * A database of `app`, connected to the local one when `emulatorHost` is set.
 *
 * The local database of the demo copy (firebase-server) speaks WebSockets only. The SDK
 * remembers a closed WebSocket in localStorage (firebase:previous_websocket_failure) and then
 * starts the next page with long polling, which the local database never answers: every form
 * after a page load would fail. Forcing WebSockets is a switch of the whole SDK and must come
 * before any database connects, so it is thrown here, where every database of the site is made.
 * A real project keeps the SDK's own choice: its database speaks both, and long polling is what
 * still gets through the proxies and captive portals that block WebSockets.
 */
function openDatabase(sdk: DatabaseSdk, app: FirebaseApp, emulatorHost: string | null): Database {
  if (emulatorHost) sdk.forceWebSockets();
  const db = sdk.getDatabase(app);
  if (emulatorHost) {
    const [name, port] = emulatorHost.split(':');
    sdk.connectDatabaseEmulator(db, name ?? '127.0.0.1', Number(port ?? 9000));
  }
  return db;
}

/** The Realtime Database, connected to the local one when an emulator host is configured. */
export function getRealtimeDatabase(): Promise<Database> {
  databasePromise ??= Promise.all([getFirebaseApp(), import('firebase/database')]).then(
    ([app, { connectDatabaseEmulator, forceWebSockets, getDatabase }]) =>
      openDatabase(
        { connectDatabaseEmulator, forceWebSockets, getDatabase },
        app,
        firebaseSettings?.emulatorHost ?? null,
      ),
  );
  return databasePromise;
}

let surveyDatabasePromise: Promise<Database> | null = null;

/** The survey's own project when configured, else the main database. */
export function getSurveyDatabase(): Promise<Database> {
  const settings = surveySettings;
  if (!settings) return getRealtimeDatabase();
  surveyDatabasePromise ??= Promise.all([import('firebase/app'), import('firebase/database')]).then(
    ([{ getApps, initializeApp }, { connectDatabaseEmulator, forceWebSockets, getDatabase }]) =>
      openDatabase(
        { connectDatabaseEmulator, forceWebSockets, getDatabase },
        getApps().find((a) => a.name === 'survey') ?? initializeApp(settings.config, 'survey'),
        settings.emulatorHost,
      ),
  );
  return surveyDatabasePromise;
}

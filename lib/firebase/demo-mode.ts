import { firebaseSettings, type FirebaseSettings } from './config';

/**
 * A build made without a Firebase project is a demo copy: forms, sign-in and the inbox use the
 * local database and Auth emulator started next to the site (npm start). Those run on the
 * server's own computer, so a browser can reach them only when it runs there too. A demo copy
 * says so on every page, a production server refuses to start one unless DEMO_MODE=1 says it
 * is meant (lib/env/server.ts), and a browser elsewhere is never sent to its own 127.0.0.1.
 */
export const isDemoBuild = (settings: FirebaseSettings | null = firebaseSettings): boolean =>
  Boolean(settings?.emulatorHost);

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

export const isLoopbackHost = (hostname: string): boolean => LOOPBACK.test(hostname);

export class DemoDatabaseElsewhereError extends Error {
  constructor() {
    super('This demo copy saves only in a browser on the computer it runs on');
    this.name = 'DemoDatabaseElsewhereError';
  }
}

/**
 * Whether this browser may use the local stand-ins: always with a real project; in a demo copy,
 * only when the stand-in is on another host or the page itself was opened on this computer.
 */
export function mayReachLocalServices(
  pageHostname: string,
  settings: FirebaseSettings | null = firebaseSettings,
): boolean {
  const host = settings?.emulatorHost;
  if (!host) return true;
  const emulatorHostname = host.replace(/:\d+$/, '');
  return !isLoopbackHost(emulatorHostname) || isLoopbackHost(pageHostname);
}

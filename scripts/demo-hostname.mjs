// Where the demo copy (npm run dev / npm start on the embedded database) listens. Plain
// JavaScript: run by scripts/run-with-local-db.mjs before Next starts, and by the tests.
import { isIP } from 'node:net';

/**
 * This computer only. The demo's database and sign-in trust whoever reaches them (anyone may ask
 * the Auth emulator for any member's token), so a copy listening on every address would make
 * anyone on the same Wi-Fi a Coordinator.
 */
export const DEMO_DEFAULT_HOSTNAME = '127.0.0.1';

const HOSTNAME_FLAGS = new Set(['-H', '--hostname']);

/**
 * Next's options for the demo copy: a host name given on the command line (`-H`, `--hostname`)
 * is kept; else DEMO_HOSTNAME (an IP address, such as 0.0.0.0 to let other computers in, or
 * `localhost`); else 127.0.0.1. Throws when DEMO_HOSTNAME is set to anything else.
 */
export function demoNextArgs(nextArgs, demoHostname) {
  if (nextArgs.some((arg) => HOSTNAME_FLAGS.has(arg) || arg.startsWith('--hostname='))) return nextArgs;
  const setting = demoHostname?.trim();
  if (setting && setting !== 'localhost' && !isIP(setting)) {
    throw new Error(
      `DEMO_HOSTNAME must be an IP address (such as 127.0.0.1 or 0.0.0.0) or localhost, not "${setting}".`,
    );
  }
  return [...nextArgs, '--hostname', setting || DEMO_DEFAULT_HOSTNAME];
}

// `npm run dev` and `npm start`: when the site uses the embedded local Realtime Database (no
// Firebase project configured), start it, the Firebase Auth emulator (the team's sign-in) and the
// Cloud Messaging stand-in (alerts) next to Next.js, and stop them together.
//   node scripts/run-with-local-db.mjs dev|start [next options]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import nextEnv from '@next/env';
import { demoNextArgs } from './demo-hostname.mjs';

const [mode = 'dev', ...nextArgs] = process.argv.slice(2);

// The same .env files Next.js reads decide whether the local database is needed.
nextEnv.loadEnvConfig(process.cwd(), mode === 'dev');

const LOCAL_DB_PORT = 9000;
const host =
  process.env.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST ||
  (process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL ? '' : `127.0.0.1:${LOCAL_DB_PORT}`);
const [hostname, port] = host.split(':');
const isDemo = ['127.0.0.1', 'localhost'].includes(hostname ?? '');
const isLocal = isDemo && process.env.START_LOCAL_DB !== '0';

// The demo copy listens on this computer alone unless told otherwise (scripts/demo-hostname.mjs).
let args = nextArgs;
if (isDemo) {
  try {
    args = demoNextArgs(nextArgs, process.env.DEMO_HOSTNAME);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

let database = null;
let auth = null;
let fcm = null;
if (isLocal) {
  // The stand-ins are development tools, absent from a production install (npm ci --omit=dev).
  let tools;
  try {
    tools = await Promise.all([import('./local-database.mjs'), import('./local-auth.mjs'), import('./local-fcm.mjs')]);
  } catch {
    console.error(
      'No Firebase project is configured and the local database is not installed (it comes with the ' +
        'development dependencies). Set the NEXT_PUBLIC_FIREBASE_* settings and build again, or run npm install.',
    );
    process.exit(1);
  }
  const [{ startLocalDatabase }, { LOCAL_AUTH, portOpen, startLocalAuth }, { LOCAL_FCM_PORT, startLocalFcm }] = tools;
  // The emulator takes a few seconds to start: it starts while the database does.
  const authRunning = await portOpen(LOCAL_AUTH.port);
  if (authRunning) console.log(`An Auth emulator already listens on port ${LOCAL_AUTH.port}; using it.`);
  const startAuth = authRunning ? null : startLocalAuth();
  if (await portOpen(Number(port))) console.log(`A database already listens on ${host}; using it.`);
  else database = await startLocalDatabase({ port: Number(port) });
  auth = await startAuth;
  // Alerts go to a stand-in of Cloud Messaging that records them (docs/alerts.md).
  if (await portOpen(LOCAL_FCM_PORT)) console.log(`A Cloud Messaging stand-in already listens on ${LOCAL_FCM_PORT}.`);
  else fcm = await startLocalFcm();
}

// A build without a Firebase project runs as a demo copy only when that is meant (lib/env/server.ts).
// Its picture addresses are signed with one key for this whole run, so they keep working when
// Next restarts its server (lib/env/picture-signing-key.ts); a key that is set is kept.
const env = isLocal
  ? {
      ...process.env,
      DEMO_MODE: '1',
      PICTURE_SIGNING_KEY: process.env.PICTURE_SIGNING_KEY?.trim() || randomBytes(32).toString('base64url'),
    }
  : process.env;
const next = spawn(process.execPath, ['node_modules/.bin/next', mode, ...args], { stdio: 'inherit', env });
const stop = async (code) => {
  auth?.stop();
  await Promise.all([database?.close(), fcm?.close()]);
  process.exit(code ?? 0);
};
next.on('exit', (code) => void stop(code));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));

// `npm run dev` and `npm start`: when the site uses the embedded local Realtime Database (no
// Firebase project configured), start it and the Firebase Auth emulator (the team's sign-in) next
// to Next.js, and stop them together.
//   node scripts/run-with-local-db.mjs dev|start [next options]
import { spawn } from 'node:child_process';
import nextEnv from '@next/env';
import { DEFAULT_LOCAL_DB, startLocalDatabase } from './local-database.mjs';
import { LOCAL_AUTH, portOpen, startLocalAuth } from './local-auth.mjs';

const [mode = 'dev', ...nextArgs] = process.argv.slice(2);

// The same .env files Next.js reads decide whether the local database is needed.
nextEnv.loadEnvConfig(process.cwd(), mode === 'dev');

const host =
  process.env.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST ||
  (process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL ? '' : `127.0.0.1:${DEFAULT_LOCAL_DB.port}`);
const [hostname, port] = host.split(':');
const isLocal = ['127.0.0.1', 'localhost'].includes(hostname ?? '') && process.env.START_LOCAL_DB !== '0';

let database = null;
let auth = null;
if (isLocal) {
  // The emulator takes a few seconds to start: it starts while the database does.
  const authRunning = await portOpen(LOCAL_AUTH.port);
  if (authRunning) console.log(`An Auth emulator already listens on port ${LOCAL_AUTH.port}; using it.`);
  const startAuth = authRunning ? null : startLocalAuth();
  if (await portOpen(Number(port))) console.log(`A database already listens on ${host}; using it.`);
  else database = await startLocalDatabase({ port: Number(port) });
  auth = await startAuth;
}

const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', mode, ...nextArgs], { stdio: 'inherit' });
const stop = async (code) => {
  auth?.stop();
  await database?.close();
  process.exit(code ?? 0);
};
next.on('exit', (code) => void stop(code));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));

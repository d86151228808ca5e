// `npm run dev` and `npm start`: when the site uses the embedded local Realtime Database (no
// Firebase project configured), start it next to Next.js, and stop both together.
//   node scripts/run-with-local-db.mjs dev|start [next options]
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import nextEnv from '@next/env';
import { DEFAULT_LOCAL_DB, startLocalDatabase } from './local-database.mjs';

const [mode = 'dev', ...nextArgs] = process.argv.slice(2);

// The same .env files Next.js reads decide whether the local database is needed.
nextEnv.loadEnvConfig(process.cwd(), mode === 'dev');

const host =
  process.env.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST ||
  (process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL ? '' : `127.0.0.1:${DEFAULT_LOCAL_DB.port}`);
const [hostname, port] = host.split(':');
const isLocal = ['127.0.0.1', 'localhost'].includes(hostname ?? '') && process.env.START_LOCAL_DB !== '0';

const portInUse = (p) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: p }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

let database = null;
if (isLocal) {
  if (await portInUse(Number(port))) console.log(`A database already listens on ${host}; using it.`);
  else database = await startLocalDatabase({ port: Number(port) });
}

const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', mode, ...nextArgs], { stdio: 'inherit' });
const stop = async (code) => {
  await database?.close();
  process.exit(code ?? 0);
};
next.on('exit', (code) => void stop(code));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));

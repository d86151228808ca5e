// The embedded Realtime Database: firebase-server speaking the RTDB wire protocol on this
// machine, seeded from lib/firebase/seed/database.seed.json and kept in a local file so that
// writes survive a restart. The file is replaced atomically (write a temporary file, then
// rename), so a crash mid-write leaves the previous copy whole.
//   node scripts/local-database.mjs [--port 9000] [--file .data/local-database.json|none] [--seed file] [--rules database.rules.json|none]
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dateSeedInvitations } from '../lib/team/invitation-rules.mjs';

const require = createRequire(import.meta.url);
const FirebaseServer = require('firebase-server');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_LOCAL_DB = {
  port: 9000,
  file: resolve(root, '.data/local-database.json'),
  seed: resolve(root, 'lib/firebase/seed/database.seed.json'),
  // The same rules a real project deploys (firebase.json); 'none' leaves everything open.
  rules: resolve(root, 'database.rules.json'),
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function writeAtomically(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value, null, 2));
  renameSync(temporary, file);
}

/** Starts the database; resolves to { port, close() } once it listens. */
export async function startLocalDatabase(options = {}) {
  const { port, file, seed, rules, quiet } = { ...DEFAULT_LOCAL_DB, ...options };
  const data = file && existsSync(file) ? readJson(file) : dateSeedInvitations(readJson(seed));
  const server = new FirebaseServer({ port, address: '127.0.0.1', rest: true }, 'localhost', data);
  // firebase-server listens without waiting or handling errors: wait here, and turn a busy port into a rejection.
  await new Promise((resolvePromise, reject) => {
    if (server.https.listening) return resolvePromise();
    server.https.once('listening', resolvePromise);
    server.https.once('error', (error) => {
      server.wss.close();
      reject(error);
    });
  });
  if (rules && rules !== 'none') server.setRules(readJson(rules));

  let timer = null;
  let latest = data;
  const flush = () => {
    timer = null;
    if (file) writeAtomically(file, latest);
  };
  if (file) {
    if (!existsSync(file)) writeAtomically(file, data);
    // Every change is written shortly after it happens (several quick writes become one).
    server.baseRef.on('value', (snapshot) => {
      latest = snapshot.val();
      if (!timer) timer = setTimeout(flush, 50);
    });
  }
  if (!quiet) console.log(`Local Realtime Database on 127.0.0.1:${port}${file ? `, stored in ${file}` : ''}`);
  return {
    port,
    server,
    async close() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await server.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const db = await startLocalDatabase({
    port: Number(arg('port') ?? process.env.LOCAL_DB_PORT ?? DEFAULT_LOCAL_DB.port),
    file: arg('file') === 'none' ? null : resolve(arg('file') ?? DEFAULT_LOCAL_DB.file),
    seed: resolve(arg('seed') ?? DEFAULT_LOCAL_DB.seed),
    rules: arg('rules') === 'none' ? 'none' : resolve(arg('rules') ?? DEFAULT_LOCAL_DB.rules),
  });
  const stop = async () => {
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

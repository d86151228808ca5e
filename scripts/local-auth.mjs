// The Firebase Auth emulator (from firebase-tools, Node only) for the team's sign-in when the site
// runs on the embedded database. firebase.json turns its web UI off so it starts offline.
//   node scripts/local-auth.mjs   (runs until stopped)
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LOCAL_AUTH = { host: '127.0.0.1', port: 9099, projectId: 'demo-rohtas-yuva' };

export const portOpen = (port, host = '127.0.0.1') =>
  new Promise((resolvePromise) => {
    const socket = createConnection({ host, port }, () => {
      socket.end();
      resolvePromise(true);
    });
    socket.on('error', () => resolvePromise(false));
  });

/**
 * Starts the emulator as a child in this process's group (so whoever stops the group, such as
 * Playwright, stops it too); resolves to { stop() } once it listens.
 */
export async function startLocalAuth({ quiet = false, timeoutMs = 90_000 } = {}) {
  const child = spawn(
    process.execPath,
    [
      resolve(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      LOCAL_AUTH.projectId,
    ],
    { cwd: root, stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  // Never outlive the process that started it.
  process.once('exit', stop);
  const deadline = Date.now() + timeoutMs;
  while (!(await portOpen(LOCAL_AUTH.port))) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) {
      stop();
      throw new Error('The Auth emulator did not start in time');
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  if (!quiet) console.log(`Local Firebase Auth emulator on ${LOCAL_AUTH.host}:${LOCAL_AUTH.port}`);
  return { stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const auth = await startLocalAuth();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      auth.stop();
      process.exit(0);
    });
  }
}

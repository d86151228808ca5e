// Servers the bench starts: each in its own process group, so that stopping it stops the
// processes it started too (next start runs next-server as a child).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts a command in its own process group; returns the function that stops the group. */
export function startGroup(command, args, env = {}) {
  const child = spawn(command, args, { detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
}

/** Resolves once `url` answers 200; throws after 30 s. */
export async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not start`);
}

/** The production build on `port` (next start), stopped when this process exits. */
export async function startSite(port) {
  const stop = startGroup('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)]);
  process.on('exit', stop);
  await waitFor(`http://localhost:${port}`);
  return stop;
}

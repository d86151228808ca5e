// Servers the bench starts: each in its own process group, so that stopping it stops the
// processes it started too (next start runs next-server as a child); and the bare page's build.
import { execFileSync, spawn } from 'node:child_process';
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

const NEXT = 'node_modules/.bin/next';

/** The production build of the project in `dir` on `port` (next start), stopped when this process exits. */
export async function startSite(port, { dir = '.', env = {} } = {}) {
  const stop = startGroup('node', [NEXT, 'start', dir, '-p', String(port)], { NEXT_TELEMETRY_DISABLED: '1', ...env });
  process.on('exit', stop);
  await waitFor(`http://localhost:${port}`);
  return stop;
}

/** The bare Next.js and MUI page the bench compares the site with. */
export const BARE_DIR = 'tests/bench/bare';

/** Builds the bare page into its own .next (tests/bench/bare/.next), with Turbopack as the site's build. */
export function buildBare() {
  execFileSync('node', [NEXT, 'build', BARE_DIR], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

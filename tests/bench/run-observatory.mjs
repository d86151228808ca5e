// The security-headers part of the benchmark alone: the MDN HTTP Observatory's score of chosen
// pages of the production build, served through a local TLS front as a host would serve them.
// Usage: npm run bench:observatory   (builds first; starts its own server and stops it)
import { execSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { applyDeploymentEnv } from './deployment-env.mjs';
import { benchSecurityHeaders } from './observatory.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
applyDeploymentEnv();
process.env.NEXT_PUBLIC_SITE_URL ??= origin;
// Always a fresh build: the test build is a demo copy, not what a deployment serves.
execSync('npm run build', { stdio: 'inherit' });

// Own process group, so that stopping it stops next-server too.
const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
  detached: true,
  stdio: 'ignore',
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stopServer);

let started = false;
for (let i = 0; i < 60 && !started; i++) {
  try {
    started = (await fetch(origin)).ok;
  } catch {}
  if (!started) await sleep(500);
}
try {
  if (!started) throw new Error(`${origin} did not start`);
  const results = await benchSecurityHeaders({
    upstreamPort: port,
    httpsPort: Number(process.env.BENCH_HTTPS_PORT ?? 0),
    httpPort: Number(process.env.BENCH_HTTP_PORT ?? 0),
  });
  if (results.some((r) => r.error)) process.exitCode = 1;
} finally {
  stopServer();
}

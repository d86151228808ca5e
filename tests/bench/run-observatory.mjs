// The security-headers part of the benchmark alone: the MDN HTTP Observatory's score of chosen
// pages of the production build, served through a local TLS front as a host would serve them.
// Usage: npm run bench:observatory   (builds first; starts its own server and stops it)
import { execSync } from 'node:child_process';
import { applyDeploymentEnv } from './deployment-env.mjs';
import { benchSecurityHeaders } from './observatory.mjs';
import { startSite } from './processes.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
applyDeploymentEnv();
process.env.NEXT_PUBLIC_SITE_URL ??= origin;
// Always a fresh build: the test build is a demo copy, not what a deployment serves.
execSync('npm run build', { stdio: 'inherit' });

const stopServer = await startSite(port);
try {
  const results = await benchSecurityHeaders({
    upstreamPort: port,
    httpsPort: Number(process.env.BENCH_HTTPS_PORT ?? 0),
    httpPort: Number(process.env.BENCH_HTTP_PORT ?? 0),
  });
  if (results.some((r) => r.error)) process.exitCode = 1;
} finally {
  stopServer();
}

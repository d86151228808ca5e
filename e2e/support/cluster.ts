import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_RETENTION_SCHEDULE } from '../../playwright.config';
import { startRedisServer } from '../../tests/support/redis-server';

/**
 * Several instances as a host runs them: two production servers of one build (the standalone
 * server, as App Hosting runs it) sharing one real Redis, behind a small round-robin front, and a
 * fake news provider that counts what it is asked. Each process is started in its own process
 * group and stopped with it.
 */
export interface Cluster {
  /** The front: requests alternate between the instances. */
  front: string;
  instances: [string, string];
  provider: string;
  /** The shared Redis, for a test that reads what is kept in it. */
  redisUrl: string;
  /** Kills Redis as a crash would, and starts it again (empty) on the same port. */
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stop(): Promise<void>;
}

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
  child.on('error', (error) => console.error(`${command} could not start:`, error.message));
  return child;
}

async function stopGroup(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

/** Waits for a state, never for a clock: gives up only after `timeoutMs` of not reaching it. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A front that sends each request to the next instance in turn, as a host's load balancer may. */
function roundRobinFront(ports: number[]): Server {
  let next = 0;
  return createServer((incoming, outgoing) => {
    const port = ports[next++ % ports.length];
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
}

/**
 * `env`: settings both instances get beside the cluster's own (e.g. a retention schedule);
 * `nodeArgs`: options for their Node before the server (e.g. `--import` of a fixed clock).
 */
export async function startCluster(
  basePort: number,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<Cluster> {
  const [frontPort, firstPort, secondPort, providerPort] = [0, 1, 2, 3].map((n) => basePort + n) as [
    number,
    number,
    number,
    number,
  ];
  const providerKey = 'cluster-key';
  const redis = await startRedisServer();
  const provider = start(process.execPath, ['e2e/support/fake-currents-server.mjs', String(providerPort)], {
    FAKE_CURRENTS_KEY: providerKey,
  });
  // One signing key for both, as production sets one secret for every instance.
  const pictureKey = randomBytes(32).toString('base64');
  // One folder of uploads for both, as instances on one machine share it (production: Cloud Storage).
  const uploads = mkdtempSync(join(tmpdir(), 'cluster-uploads-'));
  const instance = (port: number) =>
    start(process.execPath, [...nodeArgs, '.next/standalone/server.js'], {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      TRUST_PROXY_HOPS: '1',
      DEMO_MODE: '1',
      RETENTION_SCHEDULE: E2E_RETENTION_SCHEDULE,
      REDIS_URL: redis.url,
      PICTURE_SIGNING_KEY: pictureKey,
      UPLOADS_DIR: uploads,
      NEWS_API_KEY: providerKey,
      NEWS_API_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
      NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: '1',
      ...env,
    });
  const servers = [instance(firstPort), instance(secondPort)];
  const front = roundRobinFront([firstPort, secondPort]);
  await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
  const instances: [string, string] = [`http://127.0.0.1:${firstPort}`, `http://127.0.0.1:${secondPort}`];
  const stop = async () => {
    await new Promise((resolve) => front.close(resolve));
    await Promise.all([...servers, provider].map((child) => stopGroup(child)));
    await redis.stop();
    rmSync(uploads, { recursive: true, force: true });
  };
  try {
    for (const [index, base] of instances.entries()) {
      const headers = { 'x-forwarded-for': `10.250.0.${index}` };
      // Serving, and connected to Redis: until then an instance counts and caches for itself.
      const ready = async () => {
        const answer = await fetch(`${base}/api/health`, { headers });
        return (
          answer.ok && ((await answer.json()) as { sharedStore?: { state?: string } }).sharedStore?.state === 'ready'
        );
      };
      await waitFor(ready, `${base} with Redis`);
    }
    await waitFor(async () => (await fetch(`http://127.0.0.1:${providerPort}/health`)).ok, 'the fake provider');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    front: `http://127.0.0.1:${frontPort}`,
    instances,
    provider: `http://127.0.0.1:${providerPort}`,
    redisUrl: redis.url,
    stopRedis: () => redis.kill(),
    startRedis: () => redis.restart(),
    stop,
  };
}

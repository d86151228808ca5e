import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { freePort } from './free-port';

/** Debian's redis-server package puts it here. */
export const REDIS_SERVER_PATH = '/usr/bin/redis-server';
const READY_WITHIN_MS = 5000;

/** A real redis-server of this test's own, on a free port, keeping nothing on disk. */
export interface RedisServer {
  port: number;
  url: string;
  /** Kills it as a crash would (SIGKILL, no goodbye to clients) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers. */
  restart(): Promise<void>;
  /** Stops it answering, as a stuck server would: connections stay open, commands go unanswered. */
  freeze(): void;
  /** Lets a frozen server answer again (the commands sent meanwhile first). */
  thaw(): void;
  /** Kills it for good: call in afterAll. */
  stop(): Promise<void>;
}

/** Whether something on the port answers PING. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (answered: boolean) => {
      socket.destroy();
      done(answered);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

/**
 * Starts redis-server in a process group of its own (detached), so killing the group ends it and
 * nothing it started, whatever happens to the test. Fails (never skips) without redis-server.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(
      `${REDIS_SERVER_PATH} is missing: install Debian's redis-server package (apt-get install redis-server) to run the tests against Redis.`,
    );
  }
  const port = await freePort();
  let child: ChildProcess | null = null;

  const launch = async () => {
    let output = '';
    const started = spawn(
      REDIS_SERVER_PATH,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    started.stdout?.on('data', (data: Buffer) => (output += data.toString()));
    started.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    const spawnError = new Promise<never>((_, fail) => started.once('error', fail));
    const deadline = Date.now() + READY_WITHIN_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null)
        throw new Error(`redis-server exited at start (code ${started.exitCode}):\n${output}`);
      if (await Promise.race([answersPing(port), spawnError])) return;
      await new Promise((pause) => setTimeout(pause, 50));
    }
    throw new Error(`redis-server did not answer on port ${port} within ${READY_WITHIN_MS} ms:\n${output}`);
  };

  const kill = async () => {
    const running = child;
    child = null;
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    process.kill(-running.pid, 'SIGKILL');
    await exited;
  };

  const signal = (name: NodeJS.Signals) => {
    if (!child?.pid) throw new Error('redis-server is not running');
    process.kill(-child.pid, name);
  };

  const launchOrClean = async () => {
    try {
      await launch();
    } catch (error) {
      await kill();
      throw error;
    }
  };

  await launchOrClean();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    restart: async () => {
      await kill();
      await launchOrClean();
    },
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    stop: kill,
  };
}

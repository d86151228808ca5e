// Why `/` at 200 connections times out on this machine whatever the page does: a plain Node HTTP
// server that spends a fixed time on each request, under the crowd the bench sends to `/`
// (autocannon, 200 connections). Since Node 20, libuv accepts one new connection per turn of the
// event loop (libuv pull request 3696), and each turn serves every connection already accepted,
// so with a few milliseconds of work per request the last of the 200 connections are accepted
// only after autocannon's 10 s time-out. Prints requests/s, p99 and time-outs per work time.
// Usage: node tests/bench/accept-queue.mjs [port, default 3290]
import http from 'node:http';
import autocannon from 'autocannon';
import { startGroup, waitFor } from './processes.mjs';

const WORK_MS = [0, 1, 3];

if (process.argv[2] === 'serve') {
  const workMs = Number(process.argv[4]);
  http
    .createServer((request, response) => {
      const until = performance.now() + workMs;
      while (performance.now() < until);
      response.end(request.url === '/' ? 'x'.repeat(2000) : '');
    })
    .listen(Number(process.argv[3]), '127.0.0.1');
} else {
  const port = Number(process.argv[2] ?? 3290);
  for (const workMs of WORK_MS) {
    const stop = startGroup('node', [new URL(import.meta.url).pathname, 'serve', String(port), String(workMs)]);
    try {
      await waitFor(`http://127.0.0.1:${port}/health`);
      const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 200, duration: 15 });
      console.log(
        `${workMs} ms of work per request: ${Math.round(result.requests.average)} req/s, ` +
          `p99 ${result.latency.p99} ms, ${result.timeouts} time-outs, ${result.non2xx} other answers`,
      );
    } finally {
      stop();
    }
  }
}

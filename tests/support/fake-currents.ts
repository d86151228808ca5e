import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawNewsItem } from '@/lib/news/types';
import { fixtureItems } from './fixtures';

export type FakeMode =
  'ok' | 'rate-limit' | 'error-message' | 'error-empty' | 'garbage' | 'slow' | 'empty' | 'no-count';

export interface FakeModeOptions {
  /** How long 'slow' waits before answering (default 2000 ms, well past a test client's timeout). */
  delayMs?: number;
}

export interface FakeCurrents {
  /** The base URL to give the provider, e.g. http://127.0.0.1:54321 (GET {url}/search). */
  url: string;
  /** The query parameters of every /search request, in arrival order. */
  requests: URLSearchParams[];
  setMode(mode: FakeMode, opts?: FakeModeOptions): void;
  setItems(items: RawNewsItem[]): void;
  close(): Promise<void>;
}

/** A local stand-in for the Currents API's GET /search, on a free port of 127.0.0.1. */
export async function startFakeCurrents(): Promise<FakeCurrents> {
  let mode: FakeMode = 'ok';
  let delayMs = 2000;
  let items: RawNewsItem[] = [...fixtureItems];
  const requests: URLSearchParams[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const page = (params: URLSearchParams): RawNewsItem[] => {
    const number = Math.max(1, Number(params.get('page_number') ?? '1') || 1);
    const size = Math.max(1, Number(params.get('page_size') ?? '20') || 20);
    return items.slice((number - 1) * size, number * size);
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/search') {
      sendJson(res, 404, { message: 'Not found' });
      return;
    }
    const params = url.searchParams;
    requests.push(params);
    switch (mode) {
      case 'ok':
        sendJson(res, 200, { status: 'ok', news: page(params), news_count: items.length });
        return;
      case 'no-count':
        sendJson(res, 200, { status: 'ok', news: page(params) });
        return;
      case 'empty':
        sendJson(res, 200, { status: 'ok', news: [], news_count: 0 });
        return;
      case 'rate-limit':
        sendJson(res, 429, { message: 'Too many requests' });
        return;
      case 'error-message':
        sendJson(res, 500, { message: 'Invalid API key' });
        return;
      case 'error-empty':
        res.writeHead(500);
        res.end();
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<<not json>>');
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) sendJson(res, 200, { status: 'ok', news: page(params), news_count: items.length });
        }, delayMs);
        timers.add(timer);
        return;
      }
    }
  };

  const server = createServer(answer);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next, opts = {}) {
      mode = next;
      if (opts.delayMs !== undefined) delayMs = opts.delayMs;
    },
    setItems(next) {
      items = [...next];
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

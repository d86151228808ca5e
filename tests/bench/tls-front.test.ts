// @vitest-environment node
import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { freePort } from '../support/free-port';
import { DEFAULT_UPSTREAM_CONNECTIONS, httpsLocation, startTlsFront, type TlsFront } from '../../scripts/tls-front.mjs';

interface Echo {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The app behind the front: answers every request with what it received, and echoes WebSocket messages. */
function startEcho(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const echo: Echo = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      response.end(JSON.stringify(echo));
    });
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${String(data)}`)));
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function request(url: string, options: https.RequestOptions, body?: string): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((done, fail) => {
    const outgoing = client.request(url, options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

describe('TLS front', () => {
  let upstream: http.Server;
  let front: TlsFront;
  let ca: Buffer;

  beforeAll(async () => {
    const upstreamPort = await freePort();
    upstream = await startEcho(upstreamPort);
    front = await startTlsFront({ upstreamPort, httpsPort: await freePort(), httpPort: await freePort() });
    ca = readFileSync(front.certPath);
  });

  afterAll(async () => {
    await front.close();
    await new Promise((done) => upstream.close(done));
  });

  it('forwards method, path, headers and body, with the X-Forwarded headers a host adds', async () => {
    const answer = await request(
      `https://localhost:${front.httpsPort}/api/echo?x=1`,
      { method: 'POST', ca, headers: { 'x-forwarded-for': '203.0.113.7', 'content-type': 'text/plain' } },
      'hello',
    );
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    const echo = JSON.parse(answer.body) as Echo;
    expect(echo).toMatchObject({ method: 'POST', url: '/api/echo?x=1', body: 'hello' });
    expect(echo.headers['content-type']).toBe('text/plain');
    expect(echo.headers['x-forwarded-proto']).toBe('https');
    expect(echo.headers['x-forwarded-host']).toBe(`localhost:${front.httpsPort}`);
    expect(echo.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  it('has a certificate for 127.0.0.1 too', async () => {
    const answer = await request(`https://127.0.0.1:${front.httpsPort}/`, { ca });
    expect((JSON.parse(answer.body) as Echo).headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('answers http with a 301 to the same path on https', async () => {
    const answer = await request(`http://localhost:${front.httpPort}/news?page=2`, {});
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://localhost:${front.httpsPort}/news?page=2`);
  });

  it('passes WebSocket connections through', async () => {
    const socket = new WebSocket(`wss://localhost:${front.httpsPort}/socket`, { ca });
    const reply = await new Promise<string>((done, fail) => {
      socket.on('open', () => socket.send('hi'));
      socket.on('message', (data) => done(String(data)));
      socket.on('error', fail);
    });
    socket.close();
    expect(reply).toBe('echo hi');
  });

  it('keeps at most its upstream connections open to the app and queues the other requests', async () => {
    // An app that holds each request until all the front lets through have arrived, and counts
    // the connections it is given: a front that opened one per request would give it twelve.
    const connections = new Set<unknown>();
    let waiting: http.ServerResponse[] = [];
    const slowApp = http.createServer((incoming, response) => {
      connections.add(incoming.socket);
      waiting.push(response);
      if (waiting.length === 3) {
        for (const held of waiting) held.end('done');
        waiting = [];
      }
    });
    const appPort = await freePort();
    await new Promise<void>((done) => slowApp.listen(appPort, '127.0.0.1', done));
    const boundFront = await startTlsFront({ upstreamPort: appPort, upstreamConnections: 3 });
    try {
      const cert = readFileSync(boundFront.certPath);
      // Twelve visitors at once, each on a connection of its own to the front.
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          request(`https://localhost:${boundFront.httpsPort}/`, { ca: cert, agent: false }),
        ),
      );
      expect(answers.map((answer) => answer.body)).toEqual(Array(12).fill('done'));
      expect(connections.size).toBe(3);
    } finally {
      await boundFront.close();
      slowApp.closeAllConnections();
      await new Promise((done) => slowApp.close(done));
    }
  });

  it('refuses an upstream connection count that is not a whole number of at least 1', async () => {
    await expect(startTlsFront({ upstreamPort: 1, upstreamConnections: 0 })).rejects.toThrow(
      'upstreamConnections must be a whole number of at least 1, not 0',
    );
  });

  it('keeps as many upstream connections as App Hosting lets an instance serve at once', () => {
    const hosting = readFileSync(new URL('../../apphosting.yaml', import.meta.url), 'utf8');
    expect(hosting).toMatch(new RegExp(`^\\s+concurrency: ${DEFAULT_UPSTREAM_CONNECTIONS}$`, 'm'));
  });

  it('answers 502 when the app does not answer', async () => {
    const lonelyFront = await startTlsFront({ upstreamPort: await freePort() });
    try {
      const answer = await request(`https://localhost:${lonelyFront.httpsPort}/`, {
        ca: readFileSync(lonelyFront.certPath),
      });
      expect(answer.status).toBe(502);
    } finally {
      await lonelyFront.close();
    }
  });
});

describe('httpsLocation', () => {
  it('keeps the host name, drops the http port and leaves out :443', () => {
    expect(httpsLocation('example.test:8080', '/a?b=1', 443)).toBe('https://example.test/a?b=1');
    expect(httpsLocation('[::1]:8080', '/', 8443)).toBe('https://[::1]:8443/');
    expect(httpsLocation(undefined, '/x', 8443)).toBe('https://localhost:8443/x');
  });
});

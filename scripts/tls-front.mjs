// A local TLS front, as a host puts in front of the app: an https server with a self-signed
// certificate that forwards every request to the app over plain http (adding the X-Forwarded-*
// headers a host adds), and an http server that answers every request with a 301 to https.
// For tests of what a deployment serves (security headers, redirects, secure cookies), and for
// the bench's crowd as a deployment meets it.
//
// Like the host's front (Cloud Run's per-instance concurrency, Caddy's max_conns_per_host), it
// keeps at most `upstreamConnections` connections open to the app and queues the other requests.
// This matters under a crowd: since Node 20 the server accepts one new connection per turn of its
// event loop, and each turn serves every connection already accepted, so a front that opened a
// connection per visitor would leave the last of 200 visitors unaccepted for many seconds.
//
// As a module: const front = await startTlsFront({ upstreamPort: 3000 }); … await front.close();
// As a command: node scripts/tls-front.mjs --upstream 3000 --https 8443 --http 8080 [--host name]…
//   [--upstream-connections 80]
// Clients trust the certificate through NODE_EXTRA_CA_CERTS=<certPath> (read at process start).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// Headers about one connection, which a proxy must not pass on (RFC 9110, section 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Writes a self-signed certificate for localhost (and the extra names) into dir; returns the file paths. */
export function createCertificate(dir, hostnames = []) {
  mkdirSync(dir, { recursive: true });
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  const names = [
    'DNS:localhost',
    'IP:127.0.0.1',
    ...hostnames.map((name) => (isIP(name) ? `IP:${name}` : `DNS:${name}`)),
  ];
  // An EC key because it is made at once; RSA keys take noticeably longer.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=${[...new Set(names)].join(',')}`,
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certPath, keyPath };
}

/** The client's address, with IPv4 addresses written as such rather than as IPv6-mapped ones. */
function clientAddress(socket) {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The request's headers as the app should see them behind the front. */
export function forwardedHeaders(request) {
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const previous = request.headers['x-forwarded-for'];
  const address = clientAddress(request.socket);
  headers['x-forwarded-for'] = previous ? `${previous}, ${address}` : address;
  headers['x-forwarded-proto'] = 'https';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  return headers;
}

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function forward(upstreamPort, agent) {
  return (request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, agent },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, withoutHopByHop(upstreamResponse.headers));
        upstreamResponse.pipe(response);
      },
    );
    for (const [name, value] of Object.entries(forwardedHeaders(request))) upstream.setHeader(name, value);
    upstream.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Bad gateway: the app behind the TLS front did not answer.\n');
      } else {
        response.destroy();
      }
    });
    // A client that goes away before the answer is complete stops the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
}

/** Passes WebSocket (and other Upgrade) requests through as a raw byte stream once upstream agrees. */
function forwardUpgrade(upstreamPort) {
  return (request, socket, head) => {
    const upstream = http.request({
      host: '127.0.0.1',
      port: upstreamPort,
      method: request.method,
      path: request.url,
      headers: { ...forwardedHeaders(request), connection: 'Upgrade', upgrade: request.headers.upgrade ?? '' },
    });
    upstream.on('upgrade', (upstreamResponse, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${upstreamResponse.statusCode} ${upstreamResponse.statusMessage}`];
      for (let i = 0; i < upstreamResponse.rawHeaders.length; i += 2) {
        lines.push(`${upstreamResponse.rawHeaders[i]}: ${upstreamResponse.rawHeaders[i + 1]}`);
      }
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('error', () => upstreamSocket.destroy());
    });
    // Upstream answered without switching protocols: pass that answer on and close.
    upstream.on('response', (upstreamResponse) => {
      socket.end(
        `HTTP/1.1 ${upstreamResponse.statusCode} ${upstreamResponse.statusMessage}\r\nconnection: close\r\n\r\n`,
      );
      upstreamResponse.resume();
    });
    upstream.on('error', () => socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n'));
    upstream.end();
  };
}

/** The https address for a request that came over http: same host name, the front's https port. */
export function httpsLocation(hostHeader, path, httpsPort) {
  let hostname = 'localhost';
  if (hostHeader) {
    try {
      hostname = new URL(`http://${hostHeader}`).hostname;
    } catch {
      // A malformed Host header: send the client to localhost.
    }
  }
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return `https://${hostname}${port}${path.startsWith('/') ? path : '/'}`;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/** Connections the front keeps open to the app at most, as App Hosting's `concurrency` (apphosting.yaml). */
export const DEFAULT_UPSTREAM_CONNECTIONS = 80;

/**
 * Starts the front. Ports 0 (the default) mean any free port; the ports in use are returned.
 * @param {{ upstreamPort: number, httpsPort?: number, httpPort?: number, hostnames?: string[],
 *   certDir?: string, host?: string, upstreamConnections?: number }} options
 */
export async function startTlsFront({
  upstreamPort,
  httpsPort = 0,
  httpPort = 0,
  hostnames = [],
  certDir,
  host = '127.0.0.1',
  upstreamConnections = DEFAULT_UPSTREAM_CONNECTIONS,
}) {
  if (!Number.isInteger(upstreamConnections) || upstreamConnections < 1) {
    throw new Error(`upstreamConnections must be a whole number of at least 1, not ${upstreamConnections}`);
  }
  const ownDir = certDir === undefined ? mkdtempSync(join(tmpdir(), 'tls-front-')) : null;
  const { certPath, keyPath } = createCertificate(certDir ?? ownDir, hostnames);
  const agent = new http.Agent({ keepAlive: true, maxSockets: upstreamConnections });
  const secure = https.createServer(
    { cert: readFileSync(certPath), key: readFileSync(keyPath) },
    forward(upstreamPort, agent),
  );
  secure.on('upgrade', forwardUpgrade(upstreamPort));
  const actualHttpsPort = await listen(secure, httpsPort, host);
  const plain = http.createServer((request, response) => {
    response.writeHead(301, { location: httpsLocation(request.headers.host, request.url ?? '/', actualHttpsPort) });
    response.end();
  });
  const actualHttpPort = await listen(plain, httpPort, host);
  return {
    certPath,
    httpsPort: actualHttpsPort,
    httpPort: actualHttpPort,
    async close() {
      await Promise.all([closeServer(secure), closeServer(plain)]);
      agent.destroy();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      https: { type: 'string', default: '8443' },
      http: { type: 'string', default: '8080' },
      host: { type: 'string', multiple: true, default: [] },
      'cert-dir': { type: 'string' },
      listen: { type: 'string', default: '127.0.0.1' },
      'upstream-connections': { type: 'string', default: String(DEFAULT_UPSTREAM_CONNECTIONS) },
    },
  });
  if (!values.upstream) {
    console.error(
      'Usage: node scripts/tls-front.mjs --upstream <app port> [--https 8443] [--http 8080] ' +
        '[--host <extra name>]… [--cert-dir <dir>] [--listen 127.0.0.1] [--upstream-connections 80]',
    );
    process.exit(2);
  }
  const front = await startTlsFront({
    upstreamPort: Number(values.upstream),
    httpsPort: Number(values.https),
    httpPort: Number(values.http),
    hostnames: values.host,
    certDir: values['cert-dir'],
    host: values.listen,
    upstreamConnections: Number(values['upstream-connections']),
  });
  console.log(`https://localhost:${front.httpsPort} → http://127.0.0.1:${values.upstream}`);
  console.log(`http://localhost:${front.httpPort} → 301 to https`);
  console.log(`certificate: ${front.certPath} (trust it with NODE_EXTRA_CA_CERTS=${front.certPath})`);
  const stop = () => front.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

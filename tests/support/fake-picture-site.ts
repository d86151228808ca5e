import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real JPEG of the sample corpus: what a news site's picture looks like. */
export const JPEG_BYTES = readFileSync('public/news/river.jpg');
/** Over the 5 MB a picture may have, with a JPEG's opening bytes. */
const HUGE_BYTES = Buffer.concat([JPEG_BYTES.subarray(0, 3), Buffer.alloc(5 * 1024 * 1024 + 1)]);

export interface FakePictureSite {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  /** The paths asked for, in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

type Answer = (res: ServerResponse, base: string) => void;

const send =
  (status: number, type: string, body: Buffer | string, extra: Record<string, string> = {}): Answer =>
  (res) => {
    res.writeHead(status, { 'content-type': type, ...extra });
    res.end(body);
  };
const redirect =
  (to: (base: string) => string): Answer =>
  (res, base) => {
    res.writeHead(302, { location: to(base) });
    res.end();
  };

/** What each path of the fake news site answers. */
const answers: Record<string, Answer> = {
  '/photo.jpg': send(200, 'image/jpeg', JPEG_BYTES),
  '/photo-declared-jpg.jpg': send(200, 'image/jpg', JPEG_BYTES),
  '/drawing.svg': send(200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  '/page.html': send(200, 'text/html; charset=utf-8', '<!doctype html><p>Not a picture</p>'),
  '/photo-as-html.jpg': send(200, 'text/html', JPEG_BYTES),
  '/html-as-png.png': send(200, 'image/png', '<!doctype html><p>Not a picture</p>'),
  '/huge.jpg': send(200, 'image/jpeg', HUGE_BYTES),
  '/huge-unannounced.jpg': (res) => {
    // No Content-Length: the limit must hold while the body streams in.
    res.writeHead(200, { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' });
    for (let at = 0; at < HUGE_BYTES.length; at += 64 * 1024) res.write(HUGE_BYTES.subarray(at, at + 64 * 1024));
    res.end();
  },
  '/gone.jpg': send(404, 'text/plain', 'Not found'),
  '/broken.jpg': send(500, 'text/plain', 'Internal error'),
  '/moved.jpg': redirect((base) => `${base}/photo.jpg`),
  '/loop.jpg': redirect((base) => `${base}/loop.jpg`),
  '/to-file.jpg': redirect(() => 'file:///etc/passwd'),
};

/** A local stand-in for a news site's picture server, on a free port of 127.0.0.1. */
export async function startFakePictureSite(): Promise<FakePictureSite> {
  const requests: string[] = [];
  let base = '';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    if (path === '/slow.jpg') return; // never answers; closed with the server
    (answers[path] ?? send(404, 'text/plain', 'Not found'))(res, base);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

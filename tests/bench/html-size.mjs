// The HTML of a page as a server sends it: its size, and the size gzip makes of it.
import { gzipSync } from 'node:zlib';

export async function htmlSize(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  return { rawBytes: html.length, gzipBytes: gzipSync(html).length };
}

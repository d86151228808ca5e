// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_BODY_BYTES, readJsonBody } from '@/lib/http/json-body';

const CHUNK_BYTES = 16 * 1024;
const ATTACK_BYTES = 200 * 1024 * 1024;

/** A chunked body (no Content-Length) produced lazily, remembering how much was pulled from it. */
function lazyBody(totalBytes: number, chunkBytes = CHUNK_BYTES) {
  const counter = { pulledBytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(chunkBytes, totalBytes - counter.pulledBytes);
        if (size <= 0) return controller.close();
        counter.pulledBytes += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const chunkedPost = (body: ReadableStream<Uint8Array>) =>
  new Request('http://site.test/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);

/** A JSON text of exactly `bytes` bytes: a string padded to the length. */
const jsonOfBytes = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - '{"pad":""}'.length) });

/** Streams a text in small chunks, so the reader has to put them together. */
function streamOf(text: string, chunkBytes = 100): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

const anySchema = z.object({ pad: z.string() });

describe('readJsonBody on a body without Content-Length', () => {
  it('refuses a 200 MB chunked body after pulling only a few kilobytes', async () => {
    const { stream, counter } = lazyBody(ATTACK_BYTES);
    const memoryBefore = process.memoryUsage();
    const result = await readJsonBody(chunkedPost(stream), anySchema);
    const memoryAfter = process.memoryUsage();

    expect(result).toEqual({ ok: false, status: 413 });
    expect(counter.pulledBytes).toBeLessThan(64 * 1024);
    expect(counter.cancelled).toBe(true);
    // Memory stays flat: nowhere near the 200 MB the body would have cost.
    const grown = memoryAfter.heapUsed + memoryAfter.arrayBuffers - memoryBefore.heapUsed - memoryBefore.arrayBuffers;
    expect(grown).toBeLessThan(16 * 1024 * 1024);
  });

  it('accepts exactly the limit and refuses one byte more', async () => {
    const exact = jsonOfBytes(MAX_JSON_BODY_BYTES);
    const over = jsonOfBytes(MAX_JSON_BODY_BYTES + 1);
    expect(new TextEncoder().encode(exact).byteLength).toBe(MAX_JSON_BODY_BYTES);

    const accepted = await readJsonBody(chunkedPost(streamOf(exact)), anySchema);
    expect(accepted.ok).toBe(true);
    expect(await readJsonBody(chunkedPost(streamOf(over)), anySchema)).toEqual({ ok: false, status: 413 });
  });

  it('puts a body split across chunks back together, multi-byte characters included', async () => {
    const text = JSON.stringify({ pad: 'नमस्ते '.repeat(40) });
    expect(await readJsonBody(chunkedPost(streamOf(text, 7)), anySchema)).toEqual({
      ok: true,
      value: { pad: 'नमस्ते '.repeat(40) },
    });
  });

  it('refuses a body that is not valid UTF-8', async () => {
    const invalid = new Uint8Array([0x7b, 0x22, 0x70, 0x61, 0x64, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(invalid);
        controller.close();
      },
    });
    expect(await readJsonBody(chunkedPost(stream), anySchema)).toEqual({ ok: false, status: 400 });
  });

  it('refuses an empty body as malformed', async () => {
    const empty = new Request('http://site.test/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(await readJsonBody(empty, anySchema)).toEqual({ ok: false, status: 400 });
  });
});

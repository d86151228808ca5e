// Plain JavaScript, loaded with the cache handler (./handler.mjs).

/** The bytes of a cache entry's value stream, read once (Next hands each stream to one reader). */
export async function bytesOf(stream) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A fresh single-use stream over stored bytes, for each read. */
export function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

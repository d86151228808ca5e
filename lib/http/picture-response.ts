/** The answers of the routes that serve pictures: the picture's bytes, or a line of plain text. */

export function pictureResponse(picture: { bytes: Uint8Array; contentType: string }, cacheControl: string) {
  return new Response(new Uint8Array(picture.bytes), {
    headers: {
      'Content-Type': picture.contentType,
      'Content-Length': String(picture.bytes.byteLength),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A failure said in words; not kept by caches unless `cacheControl` says otherwise. */
export const pictureFailure = (status: number, message: string, cacheControl = 'no-store') =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  });

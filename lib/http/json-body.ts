import { safeParse, type $ZodType } from 'zod/v4/core';

/** Small JSON bodies only: anything larger is refused before it is read in full. */
export const MAX_JSON_BODY_BYTES = 4096;

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415 };

/** Reads and validates a JSON request body against a schema. */
export async function readJsonBody<T>(request: Request, schema: $ZodType<T>): Promise<BodyResult<T>> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, status: 415 };
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BODY_BYTES) return { ok: false, status: 413 };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) return { ok: false, status: 413 };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, status: 400 };
  }
  const parsed = safeParse(schema, raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 400 };
}

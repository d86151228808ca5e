import { safeParse, type $ZodType } from 'zod/v4/core';
import { readBytesUpTo } from './limited-body';

/** Small JSON bodies only: anything larger is refused before it is read in full. */
export const MAX_JSON_BODY_BYTES = 4096;

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415 };

/** Reads and validates a JSON request body against a schema, refusing one over `limit` bytes. */
export async function readJsonBody<T>(
  request: Request,
  schema: $ZodType<T>,
  limit: number = MAX_JSON_BODY_BYTES,
): Promise<BodyResult<T>> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, status: 415 };
  }
  // An honest Content-Length lets an oversized body be refused without reading any of it.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return { ok: false, status: 413 };
  const bytes = await readBytesUpTo(request.body, limit);
  if (!bytes) return { ok: false, status: 413 };
  let raw: unknown;
  try {
    // Invalid UTF-8 is a malformed body, not something to repair with replacement characters.
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400 };
  }
  const parsed = safeParse(schema, raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 400 };
}

import { addressKey, proofMatches, referenceKey } from '@/lib/complaints/status-lookup';
import type { FormId } from '@/lib/forms/options';
import type { AttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { isErased } from '@/lib/privacy/record-state';
import { dataRequestsFrom, normalizeAnyReference, type DataRequest } from './model';

/**
 * Proving a record is yours on the "Your data" page: its reference with the mobile number it
 * holds (for someone under 18, the parent's also proves it), or a code: an anonymous complaint's,
 * or the one given with an erasure request (after erasure no mobile number is left to prove it).
 */

export interface ProofInput {
  reference: string;
  mobile?: string;
  code?: string;
  /** The visitor's address, for the guessing limit. */
  address: string;
}

export interface FoundRecord {
  form: FormId;
  recordKey: string;
  reference: string;
  record: Record<string, unknown>;
}

export interface ProofDeps {
  /** The record a reference was claimed for (formReferences), as stored, if any. */
  findByReference: (reference: string) => Promise<FoundRecord | null>;
  /** The whole dataRequests node. */
  readRequests: () => Promise<unknown>;
  limiter: AttemptLimiter;
  log?: (message: string, detail: unknown) => void;
}

export type ProofResult =
  | { ok: true; found: FoundRecord; requests: DataRequest[]; erased: boolean }
  | { ok: false; code: 'notFound' | 'failed' }
  | { ok: false; code: 'tooManyAttempts'; retryAfterSeconds: number; retryAfterMinutes: number };

const NOT_FOUND: ProofResult = { ok: false, code: 'notFound' };

const textField = (record: Record<string, unknown>, field: string) =>
  typeof record[field] === 'string' ? record[field] : '';

/** The mobile numbers that prove a record: none once erased, none for an anonymous complaint. */
function storedMobiles(found: FoundRecord | null): string[] {
  if (!found || isErased(found.record) || found.record.anonymous === true) return [];
  return [textField(found.record, 'phone'), textField(found.record, 'guardianPhone')].filter(Boolean);
}

/** The codes that prove a record: an anonymous complaint's (until erased) and its erasure requests'. */
function storedHashes(found: FoundRecord | null, requests: readonly DataRequest[]): string[] {
  if (!found) return [];
  const own = !isErased(found.record) && found.record.anonymous === true ? [textField(found.record, 'secretHash')] : [];
  return [...own, ...requests.flatMap((r) => (r.secretHash ? [r.secretHash] : []))].filter(Boolean);
}

/**
 * The record and its requests, for the person who proves it is theirs. An unknown reference, a
 * wrong mobile number or code and an erased record without a code get one answer, so the page
 * cannot tell anyone whether a person or a reference exists. Counted like the complaint check:
 * before anything is read, per reference and address (see GUESSING_POLICY).
 */
export async function proveRecord(
  input: ProofInput,
  { findByReference, readRequests, limiter, log = console.error }: ProofDeps,
): Promise<ProofResult> {
  const reference = normalizeAnyReference(input.reference);
  const keys = {
    target: referenceKey(reference ?? input.reference.trim().toUpperCase()),
    source: addressKey(input.address),
  };
  try {
    const verdict = await limiter.attempt(keys);
    if (!verdict.allowed) {
      const retryAfterSeconds = Math.ceil(verdict.retryAfterMs / 1000);
      return {
        ok: false,
        code: 'tooManyAttempts',
        retryAfterSeconds,
        retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
      };
    }
    if (reference === null) return NOT_FOUND;
    const [found, allRequests] = await Promise.all([findByReference(reference), readRequests()]).catch(
      async (error: unknown) => {
        await verdict.notChecked();
        throw error;
      },
    );
    const matching = found?.reference === reference ? found : null;
    const requests = matching
      ? dataRequestsFrom(allRequests).filter((r) => r.form === matching.form && r.recordKey === matching.recordKey)
      : [];
    const proven = await proofMatches(
      { mobiles: storedMobiles(matching), secretHashes: storedHashes(matching, requests) },
      reference,
      input,
    );
    if (!proven || !matching) return NOT_FOUND;
    await verdict.succeeded();
    return { ok: true, found: matching, requests, erased: isErased(matching.record) };
  } catch (error) {
    log('Your data proof failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}

import { normalizeMobile } from '@/lib/forms/field-values';
import { normalizeSecretCode, secretHashOf } from '@/lib/forms/secret-code';
import { limitKeyForAddress } from '@/lib/http/address-key';
import type { AttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { secretsMatch } from '@/lib/security/secrets';
import { currentStatus, type ComplaintStatus } from './current-status';
import { normalizeReference } from './status-request';

export interface StatusLookupInput {
  reference: string;
  /** The mobile number given with a named complaint. */
  mobile?: string;
  /** The secret code shown after sending an anonymous complaint. */
  code?: string;
  /** The visitor's address, for the per-address limit. */
  address: string;
}

export interface StatusLookupDeps {
  /** The complaint stored under this reference (as stored, e.g. "CMP-AB12CD34"), if any. */
  findByReference: (reference: string) => Promise<{ key: string; record: unknown } | null>;
  /** statusHistory/rufcComplaints/<key>: entry key → { status, at, ... }, or null. */
  readHistory: (key: string) => Promise<unknown>;
  limiter: AttemptLimiter;
  log?: (message: string, error: unknown) => void;
}

/** Only the status and when it changed: never the complaint itself, notes or who changed it. */
export type StatusLookupResult =
  | { ok: true; status: ComplaintStatus; changedAt: number }
  | { ok: false; code: 'notFound' | 'failed' }
  | { ok: false; code: 'tooManyAttempts'; retryAfterSeconds: number; retryAfterMinutes: number };

export const referenceKey = (reference: string) => `reference:${reference.slice(0, 64)}`;
export const addressKey = (address: string) => `address:${limitKeyForAddress(address)}`;

interface StoredComplaint {
  anonymous: boolean;
  phone: string;
  secretHash: string;
  createdAt: number;
}

/** The fields the check needs, or null for something the complaint form did not write. */
function complaintFrom(record: unknown): StoredComplaint | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  if (typeof r.createdAt !== 'number') return null;
  return {
    anonymous: r.anonymous === true,
    phone: typeof r.phone === 'string' ? r.phone : '',
    secretHash: typeof r.secretHash === 'string' ? r.secretHash : '',
    createdAt: r.createdAt,
  };
}

/** What can prove a record is someone's: the mobile numbers it holds, and the hashes of codes it was given. */
export interface StoredProof {
  mobiles: readonly string[];
  secretHashes: readonly string[];
}

/**
 * Whether the mobile number or the code given is one of the stored ones. Every comparison always
 * runs, found or not, so the time taken does not tell whether the reference exists. Nothing stored
 * matches an empty value. Shared with the "Your data" page's proof (lib/privacy/data-requests).
 */
export async function proofMatches(
  stored: StoredProof,
  reference: string,
  given: { mobile?: string; code?: string },
): Promise<boolean> {
  const givenMobile = normalizeMobile(given.mobile ?? '');
  const givenHash = given.code === undefined ? '' : await secretHashOf(reference, normalizeSecretCode(given.code));
  const matches = (value: string, candidates: readonly string[]) =>
    // Compared with a blank too, so a record with nothing stored takes as long as one with something.
    [...candidates, ''].map((candidate) => secretsMatch(value, candidate) && candidate !== '').some(Boolean);
  const mobileMatches = matches(givenMobile, stored.mobiles);
  const codeMatches = matches(givenHash, stored.secretHashes);
  return mobileMatches || codeMatches;
}

/** A named complaint is proven by its mobile number, an anonymous one by its code. */
async function proves(complaint: StoredComplaint | null, reference: string, input: StatusLookupInput) {
  return proofMatches(
    {
      mobiles: complaint && !complaint.anonymous ? [complaint.phone] : [],
      secretHashes: complaint?.anonymous ? [complaint.secretHash] : [],
    },
    reference,
    input,
  );
}

/** How long to wait, in the units the status form shows. */
function tooManyAttempts(retryAfterMs: number): StatusLookupResult {
  const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
  return {
    ok: false,
    code: 'tooManyAttempts',
    retryAfterSeconds,
    retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
  };
}

/**
 * The complaint among the matches of a reference query, when there is exactly one. The server
 * makes references and claims each before use, so a second record with one reference was put
 * there by someone else (written past the server, or by an older copy of the site that let the
 * browser choose): answering for either could show one sender the other's status, so neither is
 * answered, and the tampering is logged for the team.
 */
export function soleComplaint(
  matches: unknown,
  reference: string,
  log: (message: string, detail: unknown) => void = console.error,
): { key: string; record: unknown } | null {
  if (typeof matches !== 'object' || matches === null) return null;
  const entries = Object.entries(matches as Record<string, unknown>);
  if (entries.length > 1) {
    log('Complaints share one reference (tampering?); answered as not found', {
      reference,
      keys: entries.map(([key]) => key),
    });
    return null;
  }
  const [only] = entries;
  return only ? { key: only[0], record: only[1] } : null;
}

const NOT_FOUND: StatusLookupResult = { ok: false, code: 'notFound' };

/**
 * A complaint's status for the person who sent it. An unknown reference and a wrong mobile number
 * or code get the same answer, so the lookup cannot be used to learn which references exist; and
 * like the team sign-in, each attempt is counted before anything is read and one over a limit is
 * answered without reading. No limit is kept per reference alone, so nobody can stop the sender
 * checking their own complaint: 5 failures for a reference from one address block that pair, and
 * past 5 for a reference from anywhere, each further check waits longer (see GUESSING_POLICY).
 */
export async function lookupComplaintStatus(
  input: StatusLookupInput,
  { findByReference, readHistory, limiter, log = console.error }: StatusLookupDeps,
): Promise<StatusLookupResult> {
  const reference = normalizeReference(input.reference);
  const keys = {
    target: referenceKey(reference ?? input.reference.trim().toUpperCase()),
    source: addressKey(input.address),
  };
  try {
    const verdict = await limiter.attempt(keys);
    if (!verdict.allowed) return tooManyAttempts(verdict.retryAfterMs);
    // Something that is not a reference, an unknown one, or the wrong proof keep their counted attempt.
    if (reference === null) return NOT_FOUND;
    // A database that does not answer checked nothing: not a guess.
    const found = await findByReference(reference).catch(async (error: unknown) => {
      await verdict.notChecked();
      throw error;
    });
    const complaint = found ? complaintFrom(found.record) : null;
    if (!(await proves(complaint, reference, input)) || !found || !complaint) return NOT_FOUND;
    await verdict.succeeded();
    const { status, changedAt } = currentStatus(await readHistory(found.key), complaint.createdAt);
    return { ok: true, status, changedAt };
  } catch (error) {
    // The limiter's or the database's error; the mobile number and code are never part of it.
    log('Complaint status lookup failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}

import { secretHashOf } from './secret-code';
import { referenceFor } from './definitions';
import { FORM_NODES, type FormId } from './options';

/**
 * Saving a visitor's submission on the server: the server alone picks the reference, no two
 * records share one, and a submission sent twice (a phone that lost its connection before the
 * answer came back and sent again) is saved once.
 *
 * Idempotency: the browser makes a random submission id when the visitor presses send and keeps it
 * with the draft until it hears back. The first request claims `submissionKeys/<form>/<id>` (a
 * transaction, so two requests racing with one id cannot both win) with the record's key and
 * reference; a later request with that id answers the same reference, and writes the record at the
 * same key only if the first request died between its claim and its write.
 *
 * The anonymous complaint's secret code is made in the browser, with the submission id, and kept
 * with the draft until answered; the server stores only the hash of reference and code. So a retry
 * cannot lose the code (the visitor's browser has had it all along) and the server never has to
 * keep a code it could give back. A repeat whose code does not hash to the stored one is refused
 * (a conflict) rather than shown a code that would not open the complaint. The browser choosing its
 * own code costs nothing: a weak code weakens only that sender's own complaint.
 */

export const SUBMISSION_KEYS_NODE = 'submissionKeys';
/** reference → the record that holds it; claimed before the record is written. */
export const REFERENCES_NODE = 'formReferences';

export interface SubmissionStore {
  /** A fresh record key under `node` (time-ordered with a random tail); nothing is written. */
  newKey(node: string): string;
  /** Sets `path` to `value` unless something is there already; answers what was there, or null if this call set it. */
  claim(path: string, value: Record<string, unknown>): Promise<unknown>;
  read(path: string): Promise<unknown>;
  /** Writes every path at once. */
  update(values: Record<string, unknown>): Promise<void>;
  /** Changes the object at `path` in one step; false, writing nothing, when nothing is there. */
  changeExisting(path: string, change: (current: Record<string, unknown>) => Record<string, unknown>): Promise<boolean>;
  /** The database's own clock, filled in on write. */
  timestamp(): unknown;
}

export interface Submission {
  formId: FormId;
  submissionId: string;
  /** The record as the form's schema output it. */
  record: Record<string, unknown>;
  /** The anonymous complaint's code; required for one, ignored for anything else. */
  code?: string;
}

export interface Saved {
  reference: string;
  code?: string;
  /** A held record's parent link token (lib/privacy/guardian-links.ts), for the sender to pass on. */
  guardianToken?: string;
}

/**
 * What the personal-data rules add when a record is saved (lib/privacy/form-saving.ts builds it;
 * this folder does not import lib/privacy, which builds on it).
 */
export interface SavePrivacy {
  /** Fields written with the record: the notice's version and time, a minor's held state. */
  recordFields(formId: FormId, record: Record<string, unknown>, timestamp: unknown): Record<string, unknown>;
  /**
   * Written just before the record (a held record's parent link, in the main database): a record is
   * never stored without it, whichever write fails; what a failed record write leaves is swept.
   */
  beforeWrite(formId: FormId, recordKey: string, record: Record<string, unknown>): Promise<void>;
  /** What the sender is told beside the reference, the same on every repeat (a held record's link token). */
  told(formId: FormId, recordKey: string, record: Record<string, unknown>): Pick<Saved, 'guardianToken'>;
}

/** No additions: the store's own tests, and records the rules say nothing about. */
export const NO_PRIVACY: SavePrivacy = {
  recordFields: () => ({}),
  beforeWrite: async () => {},
  told: () => ({}),
};

/** A repeated submission id whose code is not the first one's. */
export class SubmissionConflictError extends Error {
  constructor() {
    super('This submission id was used with another secret code');
    this.name = 'SubmissionConflictError';
  }
}

/** An anonymous complaint sent without its code: nothing would let its sender check it. */
export class MissingCodeError extends Error {
  constructor() {
    super('An anonymous complaint needs its secret code');
    this.name = 'MissingCodeError';
  }
}

interface Claim {
  reference: string;
  recordKey: string;
  secretHash?: string;
}

const REFERENCE_TRIES = 5;

function claimFrom(value: unknown): Claim | null {
  if (typeof value !== 'object' || value === null) return null;
  const { reference, recordKey, secretHash } = value as Record<string, unknown>;
  if (typeof reference !== 'string' || typeof recordKey !== 'string') return null;
  return { reference, recordKey, ...(typeof secretHash === 'string' ? { secretHash } : {}) };
}

/** A reference no other record holds: a push key's random tail, claimed before use. */
async function freshReference(formId: FormId, store: SubmissionStore): Promise<Omit<Claim, 'secretHash'>> {
  const node = FORM_NODES[formId];
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
    const recordKey = store.newKey(node);
    const reference = referenceFor(formId, recordKey);
    if ((await store.claim(`${REFERENCES_NODE}/${reference}`, { form: formId, recordKey })) === null) {
      return { reference, recordKey };
    }
  }
  throw new Error(`No free reference for ${formId} after ${REFERENCE_TRIES} tries`);
}

const isAnonymousComplaint = ({ formId, record }: Submission) => formId === 'complaint' && record.anonymous === true;

/** Writes the record at the claimed key; the browser's own reference or hash, if it sent any, is overwritten. */
async function writeRecord(
  submission: Submission,
  claim: Claim,
  store: SubmissionStore,
  privacy: SavePrivacy,
): Promise<void> {
  const { secretHash } = claim;
  const timestamp = store.timestamp();
  const added = privacy.recordFields(submission.formId, submission.record, timestamp);
  await privacy.beforeWrite(submission.formId, claim.recordKey, submission.record);
  await store.update({
    [`${FORM_NODES[submission.formId]}/${claim.recordKey}`]: {
      ...submission.record,
      ...added,
      createdAt: timestamp,
      reference: claim.reference,
      ...(secretHash ? { secretHash } : {}),
    },
  });
}

/** A repeat of a submission already claimed: the same answer, and the record written if it is not there yet. */
async function answerRepeat(
  submission: Submission,
  claim: Claim,
  store: SubmissionStore,
  privacy: SavePrivacy,
): Promise<Saved> {
  const code = claim.secretHash ? submission.code : undefined;
  if (claim.secretHash && (!code || (await secretHashOf(claim.reference, code)) !== claim.secretHash)) {
    throw new SubmissionConflictError();
  }
  const missing = (await store.read(`${FORM_NODES[submission.formId]}/${claim.recordKey}`)) === null;
  if (missing) await writeRecord(submission, claim, store, privacy);
  const told = privacy.told(submission.formId, claim.recordKey, submission.record);
  return { reference: claim.reference, ...(code ? { code } : {}), ...told };
}

/** Saves one submission once; answers its reference (and, for an anonymous complaint, its code). */
export async function saveSubmission(
  submission: Submission,
  store: SubmissionStore,
  privacy: SavePrivacy = NO_PRIVACY,
): Promise<Saved> {
  const anonymous = isAnonymousComplaint(submission);
  if (anonymous && !submission.code) throw new MissingCodeError();
  const keyPath = `${SUBMISSION_KEYS_NODE}/${submission.formId}/${submission.submissionId}`;
  const earlier = claimFrom(await store.read(keyPath));
  if (earlier) return answerRepeat(submission, earlier, store, privacy);

  const fresh = await freshReference(submission.formId, store);
  const claim: Claim =
    anonymous && submission.code
      ? { ...fresh, secretHash: await secretHashOf(fresh.reference, submission.code) }
      : fresh;
  // Two requests with one id at once: the one that loses the claim answers as a repeat (its own
  // reference stays claimed and unused, which harms nothing).
  const winner = claimFrom(await store.claim(keyPath, { ...claim, at: Date.now() }));
  if (winner) return answerRepeat(submission, winner, store, privacy);
  await writeRecord(submission, claim, store, privacy);
  return {
    reference: claim.reference,
    ...(anonymous && submission.code ? { code: submission.code } : {}),
    ...privacy.told(submission.formId, claim.recordKey, submission.record),
  };
}

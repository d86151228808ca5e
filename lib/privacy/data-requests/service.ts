import 'server-only';
import { FORM_NODES } from '@/lib/forms/options';
import { adminSubmissionStore } from '@/lib/forms/submission-store';
import { REFERENCES_NODE } from '@/lib/forms/submission-service';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import { DATA_REQUESTS_NODE } from '@/lib/privacy/nodes';
import { attemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { formOfReference } from './model';
import { proveRecord, type FoundRecord, type ProofInput } from './proof';
import type { TeamDeps } from './requests';

/*
 * The admin SDK behind the "Your data" page and the team's panel. Records and their references are
 * in the database their form is kept in (the survey may have a project of its own); the requests,
 * like the rest of the team's work, are in the main one.
 */

export const requestStore = () => adminSubmissionStore('contact');

/** The record a reference was claimed for, if the claim and the record agree. */
async function findByReference(reference: string): Promise<FoundRecord | null> {
  const form = formOfReference(reference);
  if (!form) return null;
  const store = await adminSubmissionStore(form);
  const claim = await store.read(`${REFERENCES_NODE}/${reference}`);
  if (typeof claim !== 'object' || claim === null) return null;
  const { form: claimedForm, recordKey } = claim as { form?: unknown; recordKey?: unknown };
  if (claimedForm !== form || typeof recordKey !== 'string') return null;
  const record = await store.read(`${FORM_NODES[form]}/${recordKey}`);
  if (typeof record !== 'object' || record === null) return null;
  const stored = record as Record<string, unknown>;
  return stored.reference === reference ? { form, recordKey, reference, record: stored } : null;
}

export async function proveYourData(input: ProofInput) {
  const store = await requestStore();
  return proveRecord(input, {
    findByReference,
    readRequests: () => store.read(DATA_REQUESTS_NODE),
    // Its own count, apart from the complaint check's and sign-in's (in Redis when REDIS_URL is set).
    limiter: attemptLimiter('your-data-proof', processLimiter),
  });
}

export const teamDeps = async (): Promise<TeamDeps> => ({
  store: await requestStore(),
  recordStore: adminSubmissionStore,
  appendAccessEntry,
});

import type { FormId } from './options';
import type { FormValues } from './definitions';
import type { SubmissionRequest } from './submission';

/** Drafts are kept in this browser until the form is sent, so a reload loses nothing. */
const key = (formId: FormId) => `form_draft_${formId}`;

/**
 * A complaint draft holds names, phone numbers and what happened. On a shared family phone the
 * next person must not find it, so it lives only as long as the tab (sessionStorage) and is
 * cleared on send. The other forms hold nothing as sensitive and outlive a closed tab.
 */
const TAB_ONLY_DRAFTS: ReadonlySet<FormId> = new Set(['complaint']);

function draftStorage(formId: FormId): Storage {
  return TAB_ONLY_DRAFTS.has(formId) ? sessionStorage : localStorage;
}

export function saveDraft(formId: FormId, values: FormValues): void {
  try {
    draftStorage(formId).setItem(key(formId), JSON.stringify(values));
  } catch (error) {
    console.error('Could not save the form draft', error);
  }
}

/** Earlier versions kept every draft in localStorage: a tab-only draft left there is deleted. */
function forgetLongLivedDraft(formId: FormId): void {
  if (!TAB_ONLY_DRAFTS.has(formId)) return;
  try {
    localStorage.removeItem(key(formId));
  } catch (error) {
    console.error('Could not clear an old form draft', error);
  }
}

export function loadDraft(formId: FormId): FormValues | null {
  forgetLongLivedDraft(formId);
  try {
    const value: unknown = JSON.parse(draftStorage(formId).getItem(key(formId)) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormValues) : null;
  } catch {
    return null;
  }
}

export function clearDraft(formId: FormId): void {
  try {
    draftStorage(formId).removeItem(key(formId));
  } catch (error) {
    console.error('Could not clear the form draft', error);
  }
}

/**
 * A submission sent but not yet answered (its id, values and any secret code), kept beside the
 * draft and in the same storage, so a reload or a lost connection sends the same submission
 * again rather than a second one.
 */
const pendingKey = (formId: FormId) => `form_pending_${formId}`;

export function savePending(formId: FormId, submission: SubmissionRequest): void {
  try {
    draftStorage(formId).setItem(pendingKey(formId), JSON.stringify(submission));
  } catch (error) {
    console.error('Could not keep the unsent form', error);
  }
}

export function loadPending(formId: FormId): SubmissionRequest | null {
  try {
    const value: unknown = JSON.parse(draftStorage(formId).getItem(pendingKey(formId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { submissionId, values } = value as Partial<SubmissionRequest>;
    return typeof submissionId === 'string' && typeof values === 'object' ? (value as SubmissionRequest) : null;
  } catch {
    return null;
  }
}

export function clearPending(formId: FormId): void {
  try {
    draftStorage(formId).removeItem(pendingKey(formId));
  } catch (error) {
    console.error('Could not clear the unsent form', error);
  }
}

import type { FormId } from './options';
import type { FormValues } from './definitions';

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

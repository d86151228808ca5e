import type { FormId } from './options';
import type { FormValues } from './definitions';

/** Drafts are kept in this browser until the form is sent, so a reload or a closed tab loses nothing. */
const key = (formId: FormId) => `form_draft_${formId}`;

export function saveDraft(formId: FormId, values: FormValues): void {
  try {
    localStorage.setItem(key(formId), JSON.stringify(values));
  } catch (error) {
    console.error('Could not save the form draft', error);
  }
}

export function loadDraft(formId: FormId): FormValues | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(formId)) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormValues) : null;
  } catch {
    return null;
  }
}

export function clearDraft(formId: FormId): void {
  try {
    localStorage.removeItem(key(formId));
  } catch (error) {
    console.error('Could not clear the form draft', error);
  }
}

// @vitest-environment node
// A form posted without scripts: its values read from the body as a browser posts it, checked by
// the form's schema, saved once however often the same post arrives.
import { describe, expect, it, vi } from 'vitest';
import { FORM_POST_REPEAT_MS, answerFormPost, type FormPostDeps, type HeldSubmission } from '@/lib/forms/form-post';
import { valuesFromFormData } from '@/lib/forms/form-data-values';
import { NO_PRIVACY } from '@/lib/forms/submission-service';
import { SECRET_CODE_PATTERN } from '@/lib/forms/secret-code';
import { createMemoryStore } from '@/lib/shared-store/memory';
import { memorySubmissionStore } from '../support/memory-submissions';
import { validAnonymousComplaint, validContact, validSurvey } from './examples';

vi.mock('server-only', () => ({}));

/** A submission store in memory, and the paths of a node's records in it. */
function memorySubmissions() {
  const { store, data } = memorySubmissionStore(0);
  const records = (node: string) => [...data.keys()].filter((path) => path.startsWith(`${node}/`));
  return { store, records };
}

function formData(fields: Record<string, string | boolean | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) data.append(name, item);
    else if (value === true) data.append(name, 'on');
    else if (value !== false) data.append(name, value);
  }
  return data;
}

function deps(now = { ms: 0 }, address = '203.0.113.7') {
  const submissions = memorySubmissions();
  const held = createMemoryStore<HeldSubmission>({ maxEntries: 100, now: () => now.ms });
  const value: FormPostDeps = {
    address,
    held,
    store: async () => submissions.store,
    privacy: NO_PRIVACY,
    log: () => {},
  };
  return { value, submissions };
}

describe('the values of a posted form', () => {
  it('reads text by name, a ticked box by its presence, a group as its ticked options (each once, its own only)', () => {
    const values = valuesFromFormData(
      'survey',
      formData({ ...validSurvey, interests: ['sports', 'made-up', 'sports', 'social'], extra: 'ignored' }),
    );
    expect(values).toEqual({ ...validSurvey, interests: ['social', 'sports'] });
    expect(valuesFromFormData('survey', formData({ consent: false })).consent).toBe(false);
  });

  it('reads a missing or non-text field as empty', () => {
    const data = new FormData();
    data.append('village', new Blob(['x']), 'file.txt');
    expect(valuesFromFormData('survey', data).village).toBe('');
    expect(valuesFromFormData('contact', new FormData())).toEqual({
      name: '',
      phone: '',
      subject: '',
      message: '',
      consent: false,
    });
  });
});

describe('a form posted without scripts', () => {
  it('answers each wrong field with its message key, and the values as typed', async () => {
    const { value, submissions } = deps();
    const typed = { ...validContact, phone: '12345' };
    const answer = await answerFormPost('contact', formData(typed), value);
    expect(answer).toEqual({ kind: 'invalid', values: typed, errors: { phone: expect.any(String) } });
    expect(submissions.records('contactMessages')).toHaveLength(0);
  });

  it('saves a good post and answers its reference', async () => {
    const { value, submissions } = deps();
    const answer = await answerFormPost('contact', formData(validContact), value);
    expect(answer).toEqual({ kind: 'sent', reference: expect.stringMatching(/^MSG-[A-Z0-9]{8}$/) });
    expect(submissions.records('contactMessages')).toHaveLength(1);
  });

  it('saves the same post sent again (a double tap, a reload) once, with the same reference and code', async () => {
    const now = { ms: 0 };
    const { value, submissions } = deps(now);
    const post = () =>
      answerFormPost('complaint', formData({ ...validAnonymousComplaint, incidentDate: '2024-01-15' }), value);
    const first = await post();
    now.ms += FORM_POST_REPEAT_MS - 1;
    const again = await post();
    expect(first.kind).toBe('sent');
    expect(first.kind === 'sent' && first.code).toMatch(SECRET_CODE_PATTERN);
    expect(again).toEqual(first);
    expect(submissions.records('rufcComplaints')).toHaveLength(1);
  });

  it('saves the same values again as a new submission after the repeat window, or from another address', async () => {
    const now = { ms: 0 };
    const { value, submissions } = deps(now);
    const first = await answerFormPost('contact', formData(validContact), value);
    const elsewhere = await answerFormPost('contact', formData(validContact), { ...value, address: '198.51.100.9' });
    now.ms += FORM_POST_REPEAT_MS + 1;
    const later = await answerFormPost('contact', formData(validContact), value);
    expect(new Set([first, elsewhere, later].map((a) => a.kind === 'sent' && a.reference)).size).toBe(3);
    expect(submissions.records('contactMessages')).toHaveLength(3);
  });

  it('thanks a bot that filled the hidden field, and stores nothing', async () => {
    const { value, submissions } = deps();
    const answer = await answerFormPost('contact', formData({ ...validContact, website: 'spam.example' }), value);
    expect(answer).toEqual({ kind: 'sent', reference: 'OK' });
    expect(submissions.records('contactMessages')).toHaveLength(0);
  });

  it('answers failed, keeping the values, when the database cannot be reached', async () => {
    const { value } = deps();
    const answer = await answerFormPost('contact', formData(validContact), {
      ...value,
      store: () => Promise.reject(new Error('database down')),
    });
    expect(answer).toEqual({ kind: 'failed', values: validContact });
  });
});

// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import { validateForm } from '@/lib/forms/validate';
import { type FormValues } from '@/lib/forms/definitions';
import { FORM_NODES, type FormId } from '@/lib/forms/options';
import { inboxRecordsFrom } from '@/lib/team/inbox';
import { canChangeStatus, writableStatuses } from '@/lib/team/roles';

/** The demo submissions of the local database: what a visitor could really have sent, marked as demo. */
const nodes: Record<string, Record<string, Record<string, unknown>>> = seed;
const histories: Record<string, Record<string, Record<string, Record<string, unknown>>>> = seed.statusHistory;
const FORMS = Object.keys(FORM_NODES) as FormId[];
// Kept with each record by the site, not typed by the visitor.
const NOT_ANSWERS = ['createdAt', 'reference', 'demo', 'secretHash', 'noticeVersion', 'consentedAt', 'guardianConsent'];
const PREFIX: Record<FormId, string> = { survey: 'SRV', membership: 'MEM', complaint: 'CMP', contact: 'MSG' };

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe.each(FORMS)('the demo %s records', (formId) => {
  const records = Object.entries(nodes[FORM_NODES[formId]] ?? {});

  it('are at least three, marked demo, with demo references, sent in November 2026', () => {
    expect(records.length).toBeGreaterThanOrEqual(3);
    for (const [key, record] of records) {
      expect(key).toMatch(new RegExp(`^-demo-${formId}-\\d+$`));
      expect(record.demo).toBe(true);
      expect(record.reference).toMatch(new RegExp(`^${PREFIX[formId]}-DEMO\\d{4}$`));
      expect(new Date(record.createdAt as number).toISOString()).toMatch(/^2026-11-/);
    }
  });

  it('pass the form’s own checks (the same the database rules make)', () => {
    for (const [key, record] of records) {
      const values = Object.fromEntries(Object.entries(record).filter(([name]) => !NOT_ANSWERS.includes(name)));
      expect(validateForm(formId, values as FormValues), key).toMatchObject({ ok: true });
    }
  });

  it('have status history written by members whose role may change it', () => {
    const members = Object.values(seed.teamMembers);
    for (const [key, entries] of Object.entries(histories[FORM_NODES[formId]] ?? {})) {
      expect(records.map(([k]) => k)).toContain(key);
      for (const entry of Object.values(entries)) {
        const member = members.find((m) => m.memberId === entry.by);
        expect(member?.name).toBe(entry.byName);
        expect(canChangeStatus(member?.role ?? '', formId)).toBe(true);
        expect(writableStatuses(formId)).toContain(entry.status);
      }
    }
  });
});

describe('the demo data in the inbox', () => {
  it('shows a complaint acknowledged then under investigation, and a membership contacted', () => {
    const complaint = inboxRecordsFrom('complaint', seed.rufcComplaints, seed.statusHistory.rufcComplaints);
    expect(complaint.find((r) => r.reference === 'CMP-DEMO0001')?.history.map((e) => e.status)).toEqual([
      'acknowledged',
      'investigating',
    ]);
    const membership = inboxRecordsFrom(
      'membership',
      seed.rufcMembershipApplications,
      seed.statusHistory.rufcMembershipApplications,
    );
    expect(membership.find((r) => r.reference === 'MEM-DEMO0001')).toMatchObject({
      status: 'contacted',
      history: [expect.objectContaining({ by: 'RYF002', byName: 'Rahul Singh' })],
    });
  });

  it('has one anonymous complaint, whose secret code K7M2QX matches its hash', () => {
    const anonymous = Object.values(seed.rufcComplaints).filter((c) => c.anonymous);
    expect(anonymous.map((c) => c.reference)).toEqual(['CMP-DEMO0002']);
    const hash = createHash('sha256').update('CMP-DEMO0002:K7M2QX').digest('hex');
    expect(seed.rufcComplaints['-demo-complaint-2'].secretHash).toBe(hash);
  });
});

describe('the demo team', () => {
  it('has no password of its own: a first log in takes the WhatsApp number, then asks for a password', () => {
    expect(seed).not.toHaveProperty('teamSecrets');
  });
});

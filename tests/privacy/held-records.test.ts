// @vitest-environment node
// A record waiting for a parent is in no one's active inbox and no count: listed apart only.
import { describe, expect, it } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import { inboxRecordsFrom, waitingRecordsFrom } from '@/lib/team/inbox';
import { surveyInsights } from '@/lib/survey-insights/aggregate';
import { NO_INSIGHTS_FILTER } from '@/lib/survey-insights/types';

const answer = (reference: string, extra: Record<string, unknown> = {}) => ({
  ageGroup: '14-17',
  block: 'Sasaram',
  village: 'Karwandiya',
  occupation: 'school',
  interests: ['sports'],
  consent: true,
  createdAt: Date.parse('2026-11-20T06:00:00Z'),
  reference,
  ...extra,
});

const node = {
  '-a': answer('SRV-HELD0001', { guardianConsent: { state: 'awaiting', askedAt: 1_000 } }),
  '-b': answer('SRV-OKAY0001', {
    guardianConsent: { state: 'confirmed', askedAt: 1, confirmedAt: 2, confirmedBy: 'parent' },
  }),
  '-c': answer('SRV-ADULT001', { ageGroup: '18-21' }),
  '-d': answer('SRV-HELD0002', { guardianConsent: { state: 'awaiting', askedAt: 500 } }),
};

describe('records waiting for a parent', () => {
  it('are left out of the active inbox', () => {
    expect(
      inboxRecordsFrom('survey', node, null)
        .map((r) => r.reference)
        .sort(),
    ).toEqual(['SRV-ADULT001', 'SRV-OKAY0001']);
  });

  it('are listed apart, the first to be deleted first, with when the parent was asked', () => {
    expect(waitingRecordsFrom('survey', node)).toEqual([
      expect.objectContaining({ key: '-d', reference: 'SRV-HELD0002', askedAt: 500 }),
      expect.objectContaining({ key: '-a', reference: 'SRV-HELD0001', askedAt: 1_000 }),
    ]);
  });

  it('are not counted in the survey’s insights', () => {
    expect(surveyInsights(node, NO_INSIGHTS_FILTER).total).toBe(2);
  });

  it('include one demo membership, so the demo shows the list', () => {
    expect(waitingRecordsFrom('membership', seed.rufcMembershipApplications).map((r) => r.reference)).toEqual([
      'MEM-DEMO0004',
    ]);
    expect(inboxRecordsFrom('membership', seed.rufcMembershipApplications, null).map((r) => r.reference)).not.toContain(
      'MEM-DEMO0004',
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  filterInboxRecords,
  historyFrom,
  INBOX_PAGE_SIZE,
  inboxPage,
  inboxRecordsFrom,
  NO_FILTER,
  pageCount,
  statusChoices,
  type InboxLabels,
} from '@/lib/team/inbox';

const SECRET = 'a8c6ac2f3693192ae533543344720b0ab51f6d126e1779feb9da7a56c563e4d6';
/** 23 November 2026, 00:00 in India (18:30 the day before in UTC). */
const NOV_23_IST = Date.UTC(2026, 10, 22, 18, 30);

const complaints = {
  '-k1': {
    category: 'fees',
    description: 'मुझसे दो बार महीने की फ़ीस ली गई, रसीद केवल एक की दी गई।',
    incidentDate: '2026-11-18',
    anonymous: false,
    name: 'गीता देवी',
    phone: '9801122334',
    createdAt: NOV_23_IST,
    reference: 'CMP-AAAA1111',
  },
  '-k2': {
    category: 'safeguarding',
    description: 'An older player bullied the younger ones after practice in Sasaram.',
    incidentDate: '2026-11-10',
    anonymous: true,
    secretHash: SECRET,
    createdAt: NOV_23_IST - 1,
    reference: 'CMP-BBBB2222',
    demo: true,
  },
};

const history = {
  '-k1': {
    '-e2': { status: 'investigating', by: 'RYF001', byName: 'Priya Kumari', at: 2000, note: 'Receipts asked for.' },
    '-e1': { status: 'acknowledged', by: 'RYF001', byName: 'Priya Kumari', at: 1000 },
  },
};

const records = () => inboxRecordsFrom('complaint', complaints, history);
const byReference = (reference: string) => records().find((r) => r.reference === reference);

describe('reading a form node', () => {
  it('keeps the key, reference, time, demo flag and the form fields, newest first', () => {
    const [first, second] = records();
    expect(first).toMatchObject({ key: '-k1', formId: 'complaint', reference: 'CMP-AAAA1111', demo: false });
    expect(first?.fields).toEqual({
      category: 'fees',
      description: complaints['-k1'].description,
      incidentDate: '2026-11-18',
      anonymous: false,
      name: 'गीता देवी',
      phone: '9801122334',
    });
    expect(second).toMatchObject({ key: '-k2', demo: true, createdAt: NOV_23_IST - 1 });
  });

  it('never carries the secret hash of an anonymous complaint, or any field the form does not have', () => {
    const parsed = inboxRecordsFrom('complaint', { '-k2': { ...complaints['-k2'], injected: 'x' } }, null);
    expect(Object.keys(parsed[0]?.fields ?? {})).toEqual(['category', 'description', 'incidentDate', 'anonymous']);
    expect(JSON.stringify(parsed)).not.toContain(SECRET);
    expect(JSON.stringify(parsed)).not.toContain('injected');
  });

  it('reads the survey interests whether stored as a list or as an object keyed 0, 1…', () => {
    const base = { ageGroup: '18-21', block: 'Nokha', village: 'बराँव', occupation: 'college', consent: true };
    const parsed = inboxRecordsFrom(
      'survey',
      {
        a: { ...base, interests: { 0: 'sports', 1: 'social' }, createdAt: 2, reference: 'SRV-A' },
        b: { ...base, interests: ['educational'], createdAt: 1, reference: 'SRV-B' },
      },
      undefined,
    );
    expect(parsed.map((r) => r.fields.interests)).toEqual([['sports', 'social'], ['educational']]);
  });

  it('skips malformed records and malformed fields, and survives any value at all', () => {
    for (const value of [null, undefined, 'text', 42, [], true])
      expect(inboxRecordsFrom('contact', value, value)).toEqual([]);
    const good = { name: 'Imran Ansari', phone: '8877665544', subject: 'Match', message: 'When is it?' };
    const parsed = inboxRecordsFrom(
      'contact',
      {
        ok: { ...good, createdAt: 5, reference: 'MSG-OK' },
        noTime: { ...good, reference: 'MSG-NO-TIME' },
        textTime: { ...good, createdAt: '5', reference: 'MSG-TEXT-TIME' },
        noReference: { ...good, createdAt: 5 },
        notAnObject: 'MSG-STRING',
        oddField: { ...good, subject: 7, createdAt: 4, reference: 'MSG-ODD' },
      },
      'not a history',
    );
    expect(parsed.map((r) => r.reference)).toEqual(['MSG-OK', 'MSG-ODD']);
    expect(parsed[1]?.fields).not.toHaveProperty('subject');
  });
});

describe('the status of a record', () => {
  it('is the latest history entry, with the history oldest first', () => {
    const record = byReference('CMP-AAAA1111');
    expect(record?.history.map((e) => e.status)).toEqual(['acknowledged', 'investigating']);
    expect(record).toMatchObject({ status: 'investigating', statusChangedAt: 2000 });
    expect(record?.history[1]).toEqual({
      key: '-e2',
      status: 'investigating',
      by: 'RYF001',
      byName: 'Priya Kumari',
      at: 2000,
      note: 'Receipts asked for.',
    });
  });

  it('is the starting status, at the time the record came, without history', () => {
    expect(byReference('CMP-BBBB2222')).toMatchObject({
      status: 'received',
      statusChangedAt: NOV_23_IST - 1,
      history: [],
    });
  });

  it('goes to the entry made last when two members changed it in the same millisecond', () => {
    const both = {
      '-Nb': { status: 'resolved', by: 'RYF004', byName: 'B', at: 3000 },
      '-Na': { status: 'closed', by: 'RYF001', byName: 'A', at: 3000 },
    };
    expect(historyFrom('complaint', both).map((e) => e.key)).toEqual(['-Na', '-Nb']);
    const [record] = inboxRecordsFrom('complaint', { '-k1': complaints['-k1'] }, { '-k1': both });
    expect(record?.status).toBe('resolved');
    expect(record?.history).toHaveLength(2);
  });

  it('ignores entries with a status the form does not have, no time, or no author', () => {
    const entries = {
      a: { status: 'received', by: 'RYF001', byName: 'A', at: 1 },
      b: { status: 'contacted', by: 'RYF001', byName: 'A', at: 1 },
      c: { status: 'closed', by: 'RYF001', byName: 'A', at: '1' },
      d: { status: 'closed', byName: 'A', at: 1 },
      e: 'closed',
      f: { status: 'acknowledged', by: 'RYF001', byName: 'A', at: 9, note: 5 },
    };
    expect(historyFrom('complaint', entries)).toEqual([
      { key: 'f', status: 'acknowledged', by: 'RYF001', byName: 'A', at: 9, note: '' },
    ]);
  });

  it('offers every other writable status, the next one along the flow first', () => {
    expect(statusChoices('complaint', 'received')).toEqual({
      choices: ['acknowledged', 'investigating', 'resolved', 'closed'],
      suggested: 'acknowledged',
    });
    expect(statusChoices('complaint', 'investigating')).toEqual({
      choices: ['acknowledged', 'resolved', 'closed'],
      suggested: 'resolved',
    });
    expect(statusChoices('complaint', 'closed').suggested).toBe('acknowledged');
    expect(statusChoices('membership', 'contacted')).toEqual({
      choices: ['accepted', 'declined', 'ended'],
      suggested: 'accepted',
    });
    expect(statusChoices('contact', 'replied')).toEqual({ choices: [], suggested: undefined });
  });
});

const labels: InboxLabels = {
  fields: [
    { name: 'category', label: 'Category', options: { fees: 'फ़ीस या भुगतान', safeguarding: 'बच्चे की सुरक्षा' } },
    { name: 'description', label: 'What happened?' },
    { name: 'name', label: 'Name' },
  ],
  yes: 'Yes',
  no: 'No',
};
const search = (query: string, withLabels?: InboxLabels) =>
  filterInboxRecords(records(), { ...NO_FILTER, query }, withLabels).map((r) => r.reference);

describe('searching', () => {
  it('matches the reference and any text field, in English without regard to case', () => {
    expect(search('cmp-bbbb')).toEqual(['CMP-BBBB2222']);
    expect(search('SASARAM')).toEqual(['CMP-BBBB2222']);
    expect(search('9801122334')).toEqual(['CMP-AAAA1111']);
    expect(search('  ')).toHaveLength(2);
    expect(search('Dehri')).toEqual([]);
  });

  it('matches Hindi typed with zero-width joiners, extra spaces or another Unicode form', () => {
    expect(search('गीता')).toEqual(['CMP-AAAA1111']);
    expect(search('गी\u200Cता  देवी')).toEqual(['CMP-AAAA1111']);
    // फ़ as one code point (U+095E) and as फ + nukta: the same letter.
    expect(search('\u095Eीस')).toEqual(['CMP-AAAA1111']);
    expect(search('\u092B\u093Cीस')).toEqual(['CMP-AAAA1111']);
  });

  it('does not match across two fields', () => {
    expect(search('देवी 9801')).toEqual([]);
  });

  it('matches a choice by the label shown when labels are given', () => {
    expect(search('सुरक्षा')).toEqual([]);
    expect(search('सुरक्षा', labels)).toEqual(['CMP-BBBB2222']);
  });
});

describe('filtering by status and day', () => {
  const filter = (part: Partial<typeof NO_FILTER>) =>
    filterInboxRecords(records(), { ...NO_FILTER, ...part }).map((r) => r.reference);

  it('keeps the records whose current status is the one chosen', () => {
    expect(filter({ status: 'investigating' })).toEqual(['CMP-AAAA1111']);
    expect(filter({ status: 'received' })).toEqual(['CMP-BBBB2222']);
    expect(filter({ status: 'closed' })).toEqual([]);
  });

  it('counts days in Indian time, both ends included', () => {
    // CMP-BBBB2222 came at 23:59:59.999 on 22 November in India, CMP-AAAA1111 at midnight after.
    expect(filter({ from: '2026-11-23' })).toEqual(['CMP-AAAA1111']);
    expect(filter({ to: '2026-11-22' })).toEqual(['CMP-BBBB2222']);
    expect(filter({ from: '2026-11-22', to: '2026-11-22' })).toEqual(['CMP-BBBB2222']);
    expect(filter({ from: '2026-11-22', to: '2026-11-23' })).toHaveLength(2);
    expect(filter({ from: '2026-11-24' })).toEqual([]);
  });

  it('ignores a day that is not a whole date', () => {
    expect(filter({ from: '2026-12' })).toHaveLength(2);
    expect(filter({ to: '2026-11-2' })).toHaveLength(2);
  });

  it('combines the search, the status and the days', () => {
    expect(filter({ query: 'fees', status: 'investigating', from: '2026-11-23' })).toEqual(['CMP-AAAA1111']);
    expect(filter({ query: 'fees', status: 'received' })).toEqual([]);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('shows ten a page and clamps the page to the ones there are', () => {
    expect(INBOX_PAGE_SIZE).toBe(10);
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(inboxPage(items, 1)).toEqual({ items: items.slice(0, 10), page: 1 });
    expect(inboxPage(items, 3)).toEqual({ items: [20, 21, 22], page: 3 });
    expect(inboxPage(items, 9)).toEqual({ items: [20, 21, 22], page: 3 });
    expect(inboxPage(items, 0).page).toBe(1);
    expect(inboxPage([], 2)).toEqual({ items: [], page: 1 });
  });
});

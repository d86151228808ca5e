// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assessmentYearEndAfter, dueAt, retentionRule, type RetentionKind } from '@/lib/privacy/retention';
import { countByKind } from '@/lib/privacy/retention-run/plan';
import { pushKeyTime } from '@/lib/privacy/retention-run/push-key-time';
import { batchesOf, runRetention } from '@/lib/privacy/retention-run/run';
import { surveyClosedAt } from '@/lib/privacy/retention-run/survey-closing';
import { siteConfig } from '@/lib/site-config';
import { fakeRetentionStore } from './fake-retention-store';

const EVENT = Date.UTC(2027, 4, 10, 6, 0, 0);
const period = (kind: RetentionKind) => retentionRule(kind).period;
/** The first moment a record whose event came at `at` is due under `kind`. */
const due = (kind: RetentionKind, at = EVENT) => dueAt(at, period(kind));

type Tree = Record<string, unknown>;

/** Runs the retention once at `now` over copies of the databases; answers them and the counts. */
async function runAt(now: number, main: Tree, survey: Tree = {}) {
  const fake = fakeRetentionStore(structuredClone(main), structuredClone(survey));
  const entry = await runRetention({
    store: fake.store,
    now: () => now,
    runKey: `k${now}`,
    instance: 'test',
    log: () => {},
  });
  return { ...fake, counts: entry?.counts };
}

const entry = (status: string, at: number) => ({ status, by: 'RYF001', byName: 'Asha', at });

describe('each rule: a record just past its time goes, one just inside stays', () => {
  it('survey: contact fields are erased 12 months after the closing day, the answers kept', async () => {
    const closed = surveyClosedAt(siteConfig.surveyClosesOn);
    const survey = {
      surveyResponses: {
        s1: { reference: 'SRV-1', createdAt: 1, ageGroup: '18-21', guardianName: 'Ram', guardianPhone: '9876543210' },
      },
    };
    const inside = await runAt(due('surveyContact', closed) - 1, {}, survey);
    expect(inside.read('survey', 'surveyResponses/s1')).toEqual(survey.surveyResponses.s1);
    const past = await runAt(due('surveyContact', closed), {}, survey);
    expect(past.read('survey', 'surveyResponses/s1')).toEqual({
      reference: 'SRV-1',
      createdAt: 1,
      ageGroup: '18-21',
      erasedAt: due('surveyContact', closed),
      erasedBecause: 'surveyContact',
    });
    expect(past.counts?.surveyContact).toBe(1);
  });

  it('survey: a record deleted between the plan and its erasure stays deleted, with no stub of its mark', async () => {
    const closed = surveyClosedAt(siteConfig.surveyClosesOn);
    const survey = {
      surveyResponses: {
        gone: { reference: 'SRV-1', createdAt: 1, ageGroup: '14-17', guardianName: 'Ram', guardianPhone: '9876543210' },
        kept: {
          reference: 'SRV-2',
          createdAt: 2,
          ageGroup: '18-21',
          guardianName: 'Sita',
          guardianPhone: '9876543211',
        },
      },
    };
    const fake = fakeRetentionStore({}, structuredClone(survey));
    const snapshot = fake.store.snapshot.bind(fake.store);
    // The parent refuses (or the person's erasure deletes it) just after the run has read the records.
    fake.store.snapshot = async () => {
      const read = await snapshot();
      await fake.store.update('survey', { 'surveyResponses/gone': null });
      return read;
    };
    const now = due('surveyContact', closed);
    const entry = await runRetention({
      store: fake.store,
      now: () => now,
      runKey: 'k',
      instance: 'test',
      log: () => {},
    });
    expect(entry?.counts?.surveyContact).toBe(2);
    expect(fake.read('survey', 'surveyResponses/gone')).toBeUndefined();
    expect(fake.read('survey', 'surveyResponses/kept')).toEqual({
      reference: 'SRV-2',
      createdAt: 2,
      ageGroup: '18-21',
      erasedAt: now,
      erasedBecause: 'surveyContact',
    });
  });

  it('payment: the payer erased 10 years after the assessment year that follows the receipt, the accounts kept', async () => {
    // Issued 14 May 2026 (2026-27), assessed in 2027-28, which ends 31 March 2028 23:59:59.999 India time.
    const issuedAt = Date.UTC(2026, 4, 14, 4, 30);
    const assessmentEnded = Date.UTC(2028, 2, 31, 18, 29, 59, 999);
    expect(assessmentYearEndAfter(issuedAt)).toBe(assessmentEnded);
    const payer = {
      name: 'Sunita Devi',
      mobile: '9876543210',
      email: 'sunita@example.in',
      address: 'Dehri',
      pan: 'ABCPE1234F',
    };
    const accounts = {
      reference: 'PAYAAAAAAAA',
      purpose: { kind: 'donation' },
      amountPaise: 5000_00,
      status: 'confirmed',
      utr: '412345678901',
      // Asked for in March, confirmed in May: counted from the receipt's year.
      createdAt: Date.UTC(2026, 2, 30),
      receipt: { number: 'RYF/2026-27/00001', fyLabel: '2026-27', serial: 1, issuedAt },
    };
    const main = { payments: { p1: { ...accounts, ...payer } } };
    const tenYearsOn = dueAt(assessmentEnded, period('payment'));
    const inside = await runAt(tenYearsOn - 1, main);
    expect(inside.read('main', 'payments/p1')).toEqual(main.payments.p1);
    const past = await runAt(tenYearsOn, main);
    expect(past.read('main', 'payments/p1')).toEqual({ ...accounts, erasedAt: tenYearsOn, erasedBecause: 'payment' });
    expect(past.counts?.payment).toBe(1);
    // Erased once: a second run plans nothing for it.
    const again = await runAt(tenYearsOn + 1, { payments: { p1: past.read('main', 'payments/p1') } });
    expect(again.counts?.payment).toBe(0);
  });

  it('event registration: names and numbers go 6 months after the event day ends in India; band, status and check-in stay', async () => {
    const held = { capacity: 10, closesAt: 1, eventDate: '2027-05-10' };
    const counted = {
      seq: 1,
      status: 'confirmed',
      ageBand: '12to17',
      locale: 'hi',
      registeredAt: 1,
      noticeVersion: 'v',
      checkedInAt: 2,
    };
    const person = { name: 'Ravi', mobile: '9876543210', parent: { name: 'Sita', mobile: '9123456789' } };
    const main = {
      eventRegistrations: { camp: { settings: held, nextSeq: 2, entries: { e1: { ...counted, ...person } } } },
    };
    const dayEnds = Date.parse('2027-05-10T23:59:59.999+05:30');
    const inside = await runAt(due('eventRegistration', dayEnds) - 1, main);
    expect(inside.read('main', 'eventRegistrations/camp/entries/e1')).toEqual({ ...counted, ...person });
    const at = due('eventRegistration', dayEnds);
    const past = await runAt(at, main);
    expect(past.read('main', 'eventRegistrations/camp/entries/e1')).toEqual({ ...counted, erasedAt: at });
    expect(past.counts?.eventRegistration).toBe(1);
    const again = await runAt(at + 1, { eventRegistrations: { camp: past.read('main', 'eventRegistrations/camp') } });
    expect(again.counts?.eventRegistration).toBe(0);
  });

  it('payment: one never confirmed is counted from when it was asked for; one deleted meanwhile is not brought back', async () => {
    const createdAt = Date.UTC(2026, 2, 30, 12); // 30 March 2026: financial year 2025-26
    const unpaid = {
      reference: 'PAYBBBBBBBB',
      status: 'pending',
      amountPaise: 500_00,
      createdAt,
      name: 'Ramesh',
      mobile: '9123456789',
    };
    const fake = fakeRetentionStore({ payments: { gone: unpaid, kept: { ...unpaid, reference: 'PAYCCCCCCCC' } } });
    const snapshot = fake.store.snapshot.bind(fake.store);
    fake.store.snapshot = async () => {
      const read = await snapshot();
      await fake.store.update('main', { 'payments/gone': null });
      return read;
    };
    const now = dueAt(assessmentYearEndAfter(createdAt), period('payment'));
    expect(assessmentYearEndAfter(createdAt)).toBe(Date.UTC(2027, 2, 31, 18, 29, 59, 999));
    await runRetention({ store: fake.store, now: () => now, runKey: 'k', instance: 'test', log: () => {} });
    expect(fake.read('main', 'payments/gone')).toBeUndefined();
    expect(fake.read('main', 'payments/kept')).toEqual({
      reference: 'PAYCCCCCCCC',
      status: 'pending',
      amountPaise: 500_00,
      createdAt,
      erasedAt: now,
      erasedBecause: 'payment',
    });
  });

  it('membership: 3 years after the last status is declined or ended, with its status history', async () => {
    const main = {
      rufcMembershipApplications: {
        ended: { reference: 'MEM-1', createdAt: 1, fullName: 'A' },
        declined: { reference: 'MEM-2', createdAt: 1, fullName: 'B' },
        reopened: { reference: 'MEM-3', createdAt: 1, fullName: 'C' },
      },
      statusHistory: {
        rufcMembershipApplications: {
          ended: { a: entry('accepted', 5), b: entry('ended', EVENT) },
          declined: { a: entry('declined', EVENT) },
          // Ended once, then accepted again: a member, so kept.
          reopened: { a: entry('ended', 5), b: entry('accepted', EVENT) },
        },
      },
    };
    const inside = await runAt(due('membership') - 1, main);
    expect(Object.keys(inside.read('main', 'rufcMembershipApplications') as Tree)).toHaveLength(3);
    const past = await runAt(due('membership'), main);
    expect(Object.keys(past.read('main', 'rufcMembershipApplications') as Tree)).toEqual(['reopened']);
    expect(Object.keys(past.read('main', 'statusHistory/rufcMembershipApplications') as Tree)).toEqual(['reopened']);
    expect(past.counts?.membership).toBe(2);
  });

  it('complaint: 3 years after its first resolved or closed status, however it moved after', async () => {
    const main = {
      rufcComplaints: { c1: { reference: 'CMP-1', createdAt: 1 }, open: { reference: 'CMP-2', createdAt: 1 } },
      statusHistory: {
        rufcComplaints: {
          c1: {
            a: entry('resolved', EVENT),
            b: entry('investigating', EVENT + 1000),
            c: entry('closed', EVENT + 2000),
          },
          open: { a: entry('investigating', 5) },
        },
      },
    };
    expect((await runAt(due('complaint') - 1, main)).counts?.complaint).toBe(0);
    const past = await runAt(due('complaint'), main);
    expect(past.read('main', 'rufcComplaints')).toEqual({ open: { reference: 'CMP-2', createdAt: 1 } });
    expect(past.read('main', 'statusHistory/rufcComplaints/c1')).toBeUndefined();
  });

  it('contact: 2 years after the last reply, or after it came when no one replied', async () => {
    const main = {
      contactMessages: {
        replied: { reference: 'MSG-1', createdAt: 1 },
        unanswered: { reference: 'MSG-2', createdAt: EVENT },
      },
      statusHistory: { contactMessages: { replied: { a: entry('replied', 5), b: entry('replied', EVENT) } } },
    };
    expect((await runAt(due('contact') - 1, main)).counts?.contact).toBe(0);
    const past = await runAt(due('contact'), main);
    expect(past.read('main', 'contactMessages')).toBeUndefined();
    expect(past.counts?.contact).toBe(2);
  });

  it('awaiting a parent: deleted 14 days after the parent was asked, with its links; a confirmed one stays', async () => {
    const main = {
      rufcMembershipApplications: {
        waiting: { reference: 'MEM-9', createdAt: EVENT, guardianConsent: { state: 'awaiting', askedAt: EVENT } },
        confirmed: {
          reference: 'MEM-8',
          createdAt: EVENT,
          guardianConsent: { state: 'confirmed', askedAt: EVENT, confirmedAt: EVENT + 1, confirmedBy: 'parent' },
        },
      },
      guardianLinks: {
        h1: { form: 'membership', recordKey: 'waiting', expiresAt: due('awaitingGuardian') + 1 },
      },
    };
    const survey = {
      surveyResponses: { young: { reference: 'SRV-9', guardianConsent: { state: 'awaiting', askedAt: EVENT } } },
    };
    const inside = await runAt(due('awaitingGuardian') - 1, main, survey);
    expect(inside.counts?.awaitingGuardian).toBe(0);
    const past = await runAt(due('awaitingGuardian'), main, survey);
    expect(Object.keys(past.read('main', 'rufcMembershipApplications') as Tree)).toEqual(['confirmed']);
    expect(past.read('main', 'guardianLinks')).toBeUndefined();
    expect(past.read('survey', 'surveyResponses')).toBeUndefined();
    expect(past.counts?.awaitingGuardian).toBe(2);
  });

  it('a parent link goes once expired, or once its record is gone', async () => {
    const now = Date.UTC(2028, 0, 1);
    const main = {
      rufcMembershipApplications: {
        here: { reference: 'MEM-1', guardianConsent: { state: 'awaiting', askedAt: now } },
      },
      guardianLinks: {
        live: { form: 'membership', recordKey: 'here', expiresAt: now + 1 },
        expired: { form: 'membership', recordKey: 'here', expiresAt: now },
        orphan: { form: 'membership', recordKey: 'gone', expiresAt: now + 1 },
      },
    };
    const past = await runAt(now, main);
    expect(Object.keys(past.read('main', 'guardianLinks') as Tree)).toEqual(['live']);
  });

  it.each([
    ['dataRequest', 'dataRequests', 'closedAt'],
    ['accessLog', 'accessLog', 'at'],
    ['incident', 'privacyIncidents', 'closedAt'],
    ['pushSubscription', 'pushSubscriptions', 'updatedAt'],
    ['scheduledSends', 'scheduledSends', 'claimedAt'],
  ] as const)('%s: entries of %s go when due after %s', async (kind, node, field) => {
    const main = { [node]: { old: { [field]: EVENT }, open: { openedAt: 1 } } };
    expect((await runAt(due(kind) - 1, main)).read('main', `${node}/old`)).toBeDefined();
    const past = await runAt(due(kind), main);
    expect(past.read('main', node)).toEqual({ open: { openedAt: 1 } });
    expect(past.counts?.[kind]).toBe(1);
  });

  it('attendance: a training session goes whole, marks and all, 3 years after the day it was held (India time)', async () => {
    const heldOn = Date.parse('2026-11-20T00:00:00+05:30');
    const session = (date: string) => ({
      date,
      ageGroup: 'U-15',
      marks: { '-k': { present: true, markedAt: 1, id: 'x', by: 'RYF002' } },
    });
    const main = { attendance: { '2026-11-20_U-15': session('2026-11-20'), '2026-11-21_U-15': session('2026-11-21') } };
    expect(period('attendance')).toEqual({ years: 3 });
    const inside = await runAt(due('attendance', heldOn) - 1, main);
    expect(inside.read('main', 'attendance')).toEqual(main.attendance);
    const past = await runAt(due('attendance', heldOn), main);
    expect(past.read('main', 'attendance/2026-11-20_U-15')).toBeUndefined();
    expect(past.read('main', 'attendance/2026-11-21_U-15')).toEqual(main.attendance['2026-11-21_U-15']);
    expect(past.counts?.attendance).toBe(1);
    // A session without a readable day is left for the team to see, never guessed at.
    const odd = await runAt(due('attendance', heldOn) * 2, { attendance: { odd: { date: 'soon' } } });
    expect(odd.read('main', 'attendance/odd')).toEqual({ date: 'soon' });
  });

  it('submission keys: 30 days after the claim, in the database of their form', async () => {
    const claim = { reference: 'SRV-X', recordKey: 'x', at: EVENT };
    const survey = { submissionKeys: { survey: { id1: claim } } };
    const main = { submissionKeys: { contact: { id2: { ...claim, reference: 'MSG-X' } } } };
    expect((await runAt(due('submissionKeys') - 1, main, survey)).counts?.submissionKeys).toBe(0);
    const past = await runAt(due('submissionKeys'), main, survey);
    expect(past.read('survey', 'submissionKeys')).toBeUndefined();
    expect(past.read('main', 'submissionKeys')).toBeUndefined();
  });

  it('references: go with their record, but not while a submission claim still points to them or the record may be on its way', async () => {
    const freshKey = '-Nz3abcdefghijklmnop';
    // A minute after the fresh key was made: its record may still be being written.
    const now = (pushKeyTime(freshKey) ?? 0) + 60_000;
    const main = {
      contactMessages: { kept: { reference: 'MSG-KEPT', createdAt: now } },
      formReferences: {
        'MSG-KEPT': { form: 'contact', recordKey: 'kept' },
        'MSG-GONE': { form: 'contact', recordKey: 'gone' },
        'MSG-CLAIMED': { form: 'contact', recordKey: 'claimed' },
        'MSG-FRESH': { form: 'contact', recordKey: freshKey },
      },
      submissionKeys: { contact: { id: { reference: 'MSG-CLAIMED', recordKey: 'claimed', at: now } } },
    };
    const past = await runAt(now, main);
    expect(Object.keys(past.read('main', 'formReferences') as Tree).sort()).toEqual(
      ['MSG-CLAIMED', 'MSG-FRESH', 'MSG-KEPT'].sort(),
    );
    expect(past.counts?.formReferences).toBe(1);
  });
});

describe('the run', () => {
  const everything = {
    contactMessages: {
      old: { reference: 'MSG-1', createdAt: EVENT },
      recent: { reference: 'MSG-2', createdAt: Date.UTC(2031, 0, 1) },
    },
    formReferences: {
      'MSG-1': { form: 'contact', recordKey: 'old' },
      'MSG-2': { form: 'contact', recordKey: 'recent' },
    },
    accessLog: { a: { at: EVENT } },
  };

  it('removes a record and its reference in one run, and a second run plans nothing', async () => {
    const now = Date.UTC(2031, 5, 1);
    const first = fakeRetentionStore(structuredClone(everything));
    const log: string[] = [];
    const done = await runRetention({
      store: first.store,
      now: () => now,
      runKey: 'a',
      instance: 'one',
      log: (line) => log.push(line),
    });
    expect(done?.counts).toMatchObject({ contact: 1, formReferences: 1, accessLog: 1 });
    expect(first.read('main', 'formReferences')).toEqual({ 'MSG-2': { form: 'contact', recordKey: 'recent' } });
    expect(log).toContain('Retention a: contact 1');
    const again = await runRetention({
      store: first.store,
      now: () => now,
      runKey: 'b',
      instance: 'one',
      log: () => {},
    });
    expect(Object.values(again?.counts ?? {}).every((count) => count === 0)).toBe(true);
    expect(first.writes).toHaveLength(1);
  });

  it('records its entry, and does not run a slot that already has one', async () => {
    const fake = fakeRetentionStore(structuredClone(everything));
    const times = [100, 250];
    const now = () => times.shift() ?? 999;
    const entry = await runRetention({ store: fake.store, now, runKey: 'slot', instance: 'one', log: () => {} });
    expect(fake.read('main', 'retentionRuns/slot')).toEqual({
      startedAt: 100,
      finishedAt: 250,
      counts: entry?.counts,
      memorySwept: 0,
      instance: 'one',
    });
    expect(await runRetention({ store: fake.store, now, runKey: 'slot', instance: 'two', log: () => {} })).toBeNull();
  });

  it('writes in batches of at most the given number of paths, never splitting a record from its history', () => {
    const plan = Array.from({ length: 5 }, (_, i) => ({
      kind: 'complaint' as const,
      database: 'main' as const,
      updates: { [`rufcComplaints/c${i}`]: null, [`statusHistory/rufcComplaints/c${i}`]: null },
    }));
    const survey = [
      { kind: 'surveyContact' as const, database: 'survey' as const, updates: { 'surveyResponses/s/x': null } },
    ];
    const batches = batchesOf([...plan, ...survey], 4);
    expect(batches.map(({ database, values }) => [database, Object.keys(values).length])).toEqual([
      ['main', 4],
      ['main', 4],
      ['main', 2],
      ['survey', 1],
    ]);
    expect(countByKind([...plan, ...survey])).toMatchObject({ complaint: 5, surveyContact: 1, contact: 0 });
  });
});

describe('push key times', () => {
  it('reads the time a push key was made from its first 8 characters, and nothing from other keys', () => {
    expect(pushKeyTime('--------abcdefghijkl')).toBe(0);
    expect(pushKeyTime('-------0abcdefghijkl')).toBe(1);
    expect(pushKeyTime('------0-abcdefghijkl')).toBe(64);
    expect(pushKeyTime('-demo-contact-1')).toBeUndefined();
    expect(pushKeyTime('-e2e.ret-ention-old!')).toBeUndefined();
  });
});

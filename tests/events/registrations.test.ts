import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryIdOf, tokenFromRegistrationUrl } from '@/lib/events/registration-address';
import { registrationToken } from '@/lib/events/registration-link';
import { createRegistrations, type RosterStore } from '@/lib/events/registrations';
import { entriesWith } from '@/lib/events/roster';
import { createSerialTurns } from '@/lib/shared-store/serial-turns';

/**
 * A store that behaves as the database's transaction does: `change` first sees null (the value is
 * not known yet), then the stored value, and a write that raced another one is run again.
 */
function fakeStore(): RosterStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    async read(slug) {
      return structuredClone(data.get(slug) ?? null);
    },
    async transact(slug, change) {
      let attempt = change(null);
      for (;;) {
        const seen = data.get(slug) ?? null;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        if ((data.get(slug) ?? null) !== seen) continue;
        attempt = change(structuredClone(seen));
        if ((data.get(slug) ?? null) !== seen) continue;
        data.set(slug, attempt);
        return structuredClone(attempt);
      }
    },
  };
}

const NOW = Date.UTC(2026, 11, 1);
const settings = { capacity: 10, closesAt: NOW + 3_600_000, eventDate: '2026-12-05' };
const entry = (n: number) => ({
  registrant: { name: `Person ${n}`, mobile: `9876543${String(n).padStart(3, '0')}`, ageBand: '18to25' as const },
  locale: 'en' as const,
  noticeVersion: 'v1',
});

describe('registrations', () => {
  it('two instances taking 50 registrations at once for 10 places: exactly 10 in, 40 waiting in order', async () => {
    const store = fakeStore();
    // Two processes: each its own queue, no shared lock (Redis down): the transaction alone holds.
    const [a, b] = [0, 1].map(() => createRegistrations({ store, inTurn: createSerialTurns({}), now: () => NOW }));
    await a!.open('camp', settings);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? b! : a!).register('camp', `token-${i}`, entry(i))),
    );
    expect(outcomes.every((outcome) => outcome.kind === 'registered')).toBe(true);
    const roster = (await a!.roster('camp'))!;
    const confirmed = entriesWith(roster, 'confirmed');
    const waiting = entriesWith(roster, 'waitlisted');
    expect(confirmed).toHaveLength(10);
    expect(waiting).toHaveLength(40);
    expect(confirmed.map(([, e]) => e.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(waiting.map(([, e]) => e.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 11));
  });

  it('answers a repeat with the same registration, and a refusal with its reason', async () => {
    const registrations = createRegistrations({ store: fakeStore(), inTurn: createSerialTurns({}), now: () => NOW });
    expect(await registrations.register('camp', 't1', entry(1))).toEqual({ kind: 'refused', reason: 'notOpen' });
    await registrations.open('camp', { ...settings, capacity: 1 });
    const first = await registrations.register('camp', 't1', entry(1));
    const again = await registrations.register('camp', 't1', entry(1));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ kind: 'registered', registration: { entry: { status: 'confirmed', seq: 1 } } });
    expect(await registrations.register('camp', 't2', entry(1))).toEqual({ kind: 'refused', reason: 'duplicate' });
    const waiting = await registrations.register('camp', 't3', entry(3));
    expect(waiting).toMatchObject({
      kind: 'registered',
      registration: { position: 1, entry: { status: 'waitlisted' } },
    });
  });

  it('cancelling gives the place to the first one waiting and says who', async () => {
    const registrations = createRegistrations({ store: fakeStore(), inTurn: createSerialTurns({}), now: () => NOW });
    await registrations.open('camp', { ...settings, capacity: 1 });
    for (const n of [1, 2, 3]) await registrations.register('camp', `t${n}`, entry(n));
    const { registration, promoted } = await registrations.cancel('camp', 't1');
    expect(registration?.entry.status).toBe('cancelled');
    expect(promoted.map((p) => p.entryId)).toEqual([await entryIdOf('t2')]);
    expect((await registrations.find('camp', 't3'))?.position).toBe(1);
    expect((await registrations.cancel('camp', 't1')).promoted).toEqual([]);
  });

  it('the team cancelling the event names everyone who still had a place or waited', async () => {
    const registrations = createRegistrations({ store: fakeStore(), inTurn: createSerialTurns({}), now: () => NOW });
    await registrations.open('camp', { ...settings, capacity: 1 });
    for (const n of [1, 2, 3]) await registrations.register('camp', `t${n}`, entry(n));
    await registrations.cancel('camp', 't3');
    const { affected } = await registrations.cancelEvent('camp', { en: 'Rain' });
    expect(affected.map((a) => a.entryId).sort()).toEqual([await entryIdOf('t1'), await entryIdOf('t2')].sort());
  });
});

describe('a registration link', () => {
  const registrant = entry(1).registrant;
  const id = '2f1c1e7a-3b4d-4c5e-8f90-123456789abc';

  it('is the same for the same form posted twice, and another for other details or another form', () => {
    const token = registrationToken(id, 'camp', registrant);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(registrationToken(id, 'camp', registrant)).toBe(token);
    expect(registrationToken(id, 'camp', { ...registrant, name: 'Other' })).not.toBe(token);
    expect(registrationToken('not-an-id', 'camp', registrant)).not.toBe(
      registrationToken('not-an-id', 'camp', registrant),
    );
  });

  it("names its roster entry by a hash the door's phone computes the same way", async () => {
    const token = registrationToken(id, 'camp', registrant);
    const entryId = await entryIdOf(token);
    expect(entryId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The same as Node's own SHA-256 in base64url: the browser's conversion drops no byte.
    expect(entryId).toBe(createHash('sha256').update(`entry:${token}`).digest('base64url').slice(0, 32));
  });

  it('is read back from the QR code of either language on any host', () => {
    const token = registrationToken(id, 'camp', registrant);
    expect(tokenFromRegistrationUrl(`https://x.org/hi/blog/camp/registration/${token}`)).toEqual({
      slug: 'camp',
      token,
    });
    expect(tokenFromRegistrationUrl(`/blog/camp/registration/${token}?x=1`)).toEqual({ slug: 'camp', token });
    expect(tokenFromRegistrationUrl('https://x.org/blog/camp/registration/short')).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SESSION_LIMITS } from '@/lib/team/session-limits';
import {
  SESSION_ID_PATTERN,
  sessionPath,
  teamSessions,
  type SessionDatabase,
  type StoredSession,
} from '@/lib/team/sessions';

const START = Date.UTC(2026, 10, 23, 6);
const MINUTE = 60_000;
const KEY = '-demo-coach';

/** The database as a tree in memory, read and written by path, on a clock the test moves. */
function memoryDatabase() {
  const tree: Record<string, unknown> = {};
  let now = START;
  const parts = (path: string) => path.split('/');
  const db: SessionDatabase & { tree: () => Record<string, unknown>; advance: (ms: number) => void } = {
    tree: () => tree,
    advance: (ms) => void (now += ms),
    now: () => now,
    async read(path) {
      let node: unknown = tree;
      for (const part of parts(path)) node = (node as Record<string, unknown> | undefined)?.[part];
      return node === undefined ? null : structuredClone(node);
    },
    async write(path, value) {
      const keys = parts(path);
      const last = keys.pop() ?? '';
      let node = tree;
      for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
      node[last] = structuredClone(value);
    },
    async remove(path) {
      const keys = parts(path);
      const last = keys.pop() ?? '';
      let node: Record<string, unknown> | undefined = tree;
      for (const key of keys) node = node?.[key] as Record<string, unknown> | undefined;
      if (node) delete node[last];
    },
  };
  return db;
}

const stored = async (db: SessionDatabase, id: string) => (await db.read(sessionPath(KEY, id))) as StoredSession | null;
const idsOf = async (db: SessionDatabase, key = KEY) =>
  Object.keys(((await db.read(sessionPath(key))) ?? {}) as object);

describe('the session limits', () => {
  it('are 30 minutes idle, 12 hours at most, and a heartbeat well inside the idle limit', () => {
    expect(SESSION_LIMITS.idleMs).toBe(30 * MINUTE);
    expect(SESSION_LIMITS.absoluteMs).toBe(12 * 60 * MINUTE);
    expect(SESSION_LIMITS.heartbeatMs).toBeLessThan(SESSION_LIMITS.idleMs);
    // A beat missed (a slow network, a tab in the background) still comes before the idle limit.
    expect(2 * SESSION_LIMITS.heartbeatMs).toBeLessThan(SESSION_LIMITS.idleMs);
  });
});

describe('a member’s sessions', () => {
  it('start live, with a random 22-character id, stored with its start and its idle expiry', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const [a, b] = [await sessions.start(KEY), await sessions.start(KEY)];
    expect(a).toMatch(SESSION_ID_PATTERN);
    expect(a).not.toBe(b);
    expect(await sessions.isLive(KEY, a)).toBe(true);
    expect(await stored(db, a)).toEqual({ startedAt: START, lastActiveAt: START, expiresAt: START + 30 * MINUTE });
  });

  it('are live until exactly their expiry, and not from that moment', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const id = await sessions.start(KEY);
    db.advance(30 * MINUTE - 1);
    expect(await sessions.isLive(KEY, id)).toBe(true);
    db.advance(1);
    expect(await sessions.isLive(KEY, id)).toBe(false);
  });

  it('end after 30 minutes without use: not live, and touching it does not bring it back', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const id = await sessions.start(KEY);
    db.advance(30 * MINUTE);
    expect(await sessions.touch(KEY, id)).toBe(false);
    expect(await sessions.isLive(KEY, id)).toBe(false);
    expect((await stored(db, id))?.expiresAt).toBe(START + 30 * MINUTE);
  });

  it('are kept open by a touch: the idle limit starts again from then', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const id = await sessions.start(KEY);
    db.advance(20 * MINUTE);
    expect(await sessions.touch(KEY, id)).toBe(true);
    expect(await stored(db, id)).toEqual({
      startedAt: START,
      lastActiveAt: START + 20 * MINUTE,
      expiresAt: START + 50 * MINUTE,
    });
    db.advance(29 * MINUTE);
    expect(await sessions.isLive(KEY, id)).toBe(true);
  });

  it('never outlive 12 hours, however often touched, and a touch never pushes past that', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const id = await sessions.start(KEY);
    for (let t = 5; t < 12 * 60; t += 5) {
      db.advance(5 * MINUTE);
      expect(await sessions.touch(KEY, id), `after ${t} minutes`).toBe(true);
      expect((await stored(db, id))?.expiresAt).toBeLessThanOrEqual(START + 12 * 60 * MINUTE);
    }
    // 11 h 55 min: touched, but the expiry stays at 12 h, not 12 h 25 min.
    expect((await stored(db, id))?.expiresAt).toBe(START + 12 * 60 * MINUTE);
    db.advance(5 * MINUTE);
    expect(await sessions.isLive(KEY, id)).toBe(false);
    expect(await sessions.touch(KEY, id)).toBe(false);
  });

  it('end one at a time on logout; the member’s others stay open', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const [phone, laptop] = [await sessions.start(KEY), await sessions.start(KEY)];
    await sessions.end(KEY, phone);
    expect(await sessions.isLive(KEY, phone)).toBe(false);
    expect(await sessions.isLive(KEY, laptop)).toBe(true);
    expect(await sessions.touch(KEY, phone)).toBe(false);
  });

  it('end all at once (a reset, a removal), leaving other members’ sessions', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const ids = [await sessions.start(KEY), await sessions.start(KEY)];
    const other = await sessions.start('-demo-coordinator');
    await sessions.endAll(KEY);
    for (const id of ids) expect(await sessions.isLive(KEY, id)).toBe(false);
    expect(await idsOf(db)).toEqual([]);
    expect(await sessions.isLive('-demo-coordinator', other)).toBe(true);
  });

  it('end all but the one kept (a password changed in this session)', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const [here, elsewhere, third] = [await sessions.start(KEY), await sessions.start(KEY), await sessions.start(KEY)];
    await sessions.endAll(KEY, here);
    expect(await sessions.isLive(KEY, here)).toBe(true);
    expect(await sessions.isLive(KEY, elsewhere)).toBe(false);
    expect(await sessions.isLive(KEY, third)).toBe(false);
    expect(await idsOf(db)).toEqual([here]);
  });

  it('are swept when the member signs in again: ended and unreadable ones go, open ones stay', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const old = await sessions.start(KEY);
    db.advance(20 * MINUTE);
    const open = await sessions.start(KEY);
    await db.write(sessionPath(KEY, 'not-a-session-record00'), { startedAt: 'yesterday' });
    db.advance(15 * MINUTE);
    const fresh = await sessions.start(KEY);
    expect((await idsOf(db)).sort()).toEqual([open, fresh].sort());
    expect(await sessions.isLive(KEY, old)).toBe(false);
    expect(await sessions.isLive(KEY, open)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['a path', '../../teamSecrets/x0000'],
    ['with a slash', 'aaaaaaaaaaa/aaaaaaaaaa'],
    ['23 characters', 'a'.repeat(23)],
  ])('refuse a malformed session id (%s) without reading the database', async (_, id) => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const read = db.read;
    let reads = 0;
    db.read = async (path) => {
      reads += 1;
      return read(path);
    };
    expect(await sessions.isLive(KEY, id)).toBe(false);
    expect(await sessions.touch(KEY, id)).toBe(false);
    expect(reads).toBe(0);
  });

  it('do not remove anything for a malformed id on logout', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const id = await sessions.start(KEY);
    await sessions.end(KEY, '');
    expect(await sessions.isLive(KEY, id)).toBe(true);
  });

  it('are not live when the record is unreadable', async () => {
    const db = memoryDatabase();
    const sessions = teamSessions(db);
    const id = 'A'.repeat(22);
    await db.write(sessionPath(KEY, id), { startedAt: START, expiresAt: 'never' });
    expect(await sessions.isLive(KEY, id)).toBe(false);
  });
});

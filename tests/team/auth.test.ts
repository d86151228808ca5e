import { describe, expect, it, vi } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import {
  LOGIN_MESSAGES,
  SESSION_KEYS,
  login,
  logout,
  restoreSession,
  teamMembersFrom,
  type SessionStore,
  type TeamMember,
} from '@/lib/team/auth';

/** An in-memory session store that also counts writes. */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const store = {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, String(value))),
    removeItem: vi.fn((key: string) => void items.delete(key)),
  } satisfies SessionStore & { items: Map<string, string> };
  return store;
}

const seeded = () => structuredClone(seed.teamMembers) as unknown;
/** A stub readTeamMembers answering with the given node (the seeded members when called with no argument). */
const reader = (...node: [unknown?]) => {
  const value = node.length === 0 ? seeded() : node[0];
  return vi.fn(async () => value);
};

const priya: TeamMember = {
  key: '-demo-coordinator',
  memberId: 'RYF001',
  name: 'Priya Kumari',
  role: 'Coordinator',
  whatsapp: '9431152640',
};

const signedIn = { teamMemberId: 'RYF001', teamMemberName: 'Priya Kumari', teamMemberRole: 'Coordinator' };

describe('session keys and messages', () => {
  it('match the specification', () => {
    expect(SESSION_KEYS).toEqual({ id: 'teamMemberId', name: 'teamMemberName', role: 'teamMemberRole' });
    expect(LOGIN_MESSAGES).toEqual({
      noMembers: 'No team members found',
      unknownId: 'Member ID not found',
      wrongPassword: 'Invalid password',
      failed: 'Login failed. Please try again.',
    });
  });
});

describe('teamMembersFrom', () => {
  it('lists the seeded members with their record keys', () => {
    const members = teamMembersFrom(seeded());
    expect(members).toHaveLength(3);
    expect(members[0]).toEqual(priya);
    expect(members.map((m) => m.memberId)).toEqual(['RYF001', 'RYF002', 'RYF003']);
  });

  it.each([null, undefined, 'text', 42, true])('returns no members for a non-object node (%s)', (node) => {
    expect(teamMembersFrom(node)).toEqual([]);
  });

  it('returns no members for an empty node', () => {
    expect(teamMembersFrom({})).toEqual([]);
  });

  it('ignores records that are not objects', () => {
    const members = teamMembersFrom({
      a: null,
      b: 'RYF009',
      c: 7,
      d: true,
      ok: { memberId: 'RYF010', name: 'Kept', role: 'Volunteer', whatsapp: '9000000000' },
    });
    expect(members).toEqual([
      { key: 'ok', memberId: 'RYF010', name: 'Kept', role: 'Volunteer', whatsapp: '9000000000' },
    ]);
  });

  it('reads numbers as their digits and other field types as empty text', () => {
    const [member] = teamMembersFrom({
      k: { memberId: 11, name: { first: 'x' }, role: ['Volunteer'], whatsapp: 9431152640 },
    });
    expect(member).toEqual({ key: 'k', memberId: '11', name: '', role: '', whatsapp: '9431152640' });
  });
});

describe('login', () => {
  it('signs a seeded member in and stores exactly the three session items', async () => {
    const session = memoryStore();
    const readTeamMembers = reader();
    const result = await login('RYF001', '9431152640', { readTeamMembers, session, log: vi.fn() });
    expect(result).toEqual({ ok: true, member: priya });
    expect(readTeamMembers).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(session.items)).toEqual(signedIn);
    expect(session.setItem).toHaveBeenCalledTimes(3);
  });

  it('ignores spaces around the entered member id', async () => {
    const session = memoryStore();
    const result = await login('  RYF002 ', '9876543210', { readTeamMembers: reader(), session });
    expect(result).toMatchObject({ ok: true, member: { memberId: 'RYF002', name: 'Rahul Singh', role: 'RUFC Coach' } });
    expect(Object.fromEntries(session.items)).toEqual({
      teamMemberId: 'RYF002',
      teamMemberName: 'Rahul Singh',
      teamMemberRole: 'RUFC Coach',
    });
  });

  it('accepts the digits of a whatsapp value stored as a number', async () => {
    const session = memoryStore();
    const node = { '-n': { memberId: 'RYF004', name: 'Number Stored', role: 'Volunteer', whatsapp: 9431152640 } };
    const result = await login('RYF004', '9431152640', { readTeamMembers: reader(node), session });
    expect(result).toMatchObject({ ok: true, member: { memberId: 'RYF004', whatsapp: '9431152640' } });
    expect(session.items.get('teamMemberId')).toBe('RYF004');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['a string', 'teamMembers'],
    ['a number', 5],
    ['only malformed records', { a: null, b: 'x' }],
  ])('answers "No team members found" for %s', async (_label, node) => {
    const session = memoryStore();
    const log = vi.fn();
    const result = await login('RYF001', '9431152640', { readTeamMembers: reader(node), session, log });
    expect(result).toEqual({ ok: false, code: 'noMembers', message: 'No team members found' });
    expect(session.setItem).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it.each(['RYF999', 'ryf001', '', '-demo-coordinator'])('answers "Member ID not found" for %j', async (id) => {
    const session = memoryStore();
    const result = await login(id, '9431152640', { readTeamMembers: reader(), session });
    expect(result).toEqual({ ok: false, code: 'unknownId', message: 'Member ID not found' });
    expect(session.setItem).not.toHaveBeenCalled();
    expect(session.items.size).toBe(0);
  });

  it.each(['', '943115264', '94311526400', ' 9431152640', '9876543210', 'wrong'])(
    'answers "Invalid password" for %j',
    async (password) => {
      const session = memoryStore();
      const result = await login('RYF001', password, { readTeamMembers: reader(), session });
      expect(result).toEqual({ ok: false, code: 'wrongPassword', message: 'Invalid password' });
      expect(session.setItem).not.toHaveBeenCalled();
      expect(session.items.size).toBe(0);
    },
  );

  it('answers "Invalid password" when a numeric whatsapp is given other digits', async () => {
    const session = memoryStore();
    const node = { '-n': { memberId: 'RYF004', name: 'N', role: 'R', whatsapp: 9431152640 } };
    const result = await login('RYF004', '9431152641', { readTeamMembers: reader(node), session });
    expect(result).toEqual({ ok: false, code: 'wrongPassword', message: 'Invalid password' });
    expect(session.setItem).not.toHaveBeenCalled();
  });

  it('answers "Login failed. Please try again." and logs it when the read rejects', async () => {
    const session = memoryStore();
    const log = vi.fn();
    const error = new Error('offline');
    const readTeamMembers = vi.fn(() => Promise.reject(error));
    const result = await login('RYF001', '9431152640', { readTeamMembers, session, log });
    expect(result).toEqual({ ok: false, code: 'failed', message: 'Login failed. Please try again.' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Login failed. Please try again.', error);
    expect(session.setItem).not.toHaveBeenCalled();
  });

  it('answers "Login failed. Please try again." and logs it when the read throws synchronously', async () => {
    const session = memoryStore();
    const log = vi.fn();
    const error = new Error('no database');
    const readTeamMembers = vi.fn((): Promise<unknown> => {
      throw error;
    });
    const result = await login('RYF001', '9431152640', { readTeamMembers, session, log });
    expect(result).toEqual({ ok: false, code: 'failed', message: 'Login failed. Please try again.' });
    expect(log).toHaveBeenCalledWith('Login failed. Please try again.', error);
    expect(session.setItem).not.toHaveBeenCalled();
  });

  it('answers "Login failed. Please try again." when the session store cannot be written', async () => {
    const session = memoryStore();
    session.setItem.mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const log = vi.fn();
    const result = await login('RYF001', '9431152640', { readTeamMembers: reader(), session, log });
    expect(result).toEqual({ ok: false, code: 'failed', message: 'Login failed. Please try again.' });
    expect(log).toHaveBeenCalledWith('Login failed. Please try again.', expect.any(DOMException));
  });

  it('logs to console.error when no log function is given', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = new Error('down');
      const result = await login('RYF001', 'x', {
        readTeamMembers: () => Promise.reject(error),
        session: memoryStore(),
      });
      expect(result).toEqual({ ok: false, code: 'failed', message: 'Login failed. Please try again.' });
      expect(spy).toHaveBeenCalledWith('Login failed. Please try again.', error);
    } finally {
      spy.mockRestore();
    }
  });

  it('works with the browser sessionStorage', async () => {
    try {
      const result = await login('RYF003', '7004512345', { readTeamMembers: reader(), session: window.sessionStorage });
      expect(result.ok).toBe(true);
      expect(window.sessionStorage.getItem('teamMemberId')).toBe('RYF003');
      expect(window.sessionStorage.getItem('teamMemberName')).toBe('Anjali Verma');
      expect(window.sessionStorage.getItem('teamMemberRole')).toBe('Volunteer');
      expect(window.sessionStorage).toHaveLength(3);
    } finally {
      window.sessionStorage.clear();
    }
  });
});

describe('restoreSession', () => {
  it('returns null without reading the members when no id is stored', async () => {
    const session = memoryStore();
    const readTeamMembers = reader();
    const log = vi.fn();
    await expect(restoreSession({ readTeamMembers, session, log })).resolves.toBeNull();
    expect(readTeamMembers).not.toHaveBeenCalled();
    expect(session.setItem).not.toHaveBeenCalled();
    expect(session.removeItem).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('treats an empty stored id as no id', async () => {
    const session = memoryStore({ teamMemberId: '' });
    const readTeamMembers = reader();
    await expect(restoreSession({ readTeamMembers, session })).resolves.toBeNull();
    expect(readTeamMembers).not.toHaveBeenCalled();
  });

  it('signs the stored member in and keeps the three items', async () => {
    const session = memoryStore({ ...signedIn });
    const readTeamMembers = reader();
    await expect(restoreSession({ readTeamMembers, session })).resolves.toEqual(priya);
    expect(readTeamMembers).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(session.items)).toEqual(signedIn);
    expect(session.removeItem).not.toHaveBeenCalled();
  });

  it('refreshes stale name and role from the record', async () => {
    const session = memoryStore({ teamMemberId: 'RYF001', teamMemberName: 'Old Name', teamMemberRole: 'Old Role' });
    await expect(restoreSession({ readTeamMembers: reader(), session })).resolves.toEqual(priya);
    expect(Object.fromEntries(session.items)).toEqual(signedIn);
  });

  it.each([
    ['an unknown id', seeded()],
    ['an empty members node', {}],
    ['a null members node', null],
  ])('removes the three items for %s', async (_label, node) => {
    const session = memoryStore({ teamMemberId: 'RYF999', teamMemberName: 'Gone', teamMemberRole: 'Volunteer' });
    const log = vi.fn();
    await expect(restoreSession({ readTeamMembers: reader(node), session, log })).resolves.toBeNull();
    expect(session.items.size).toBe(0);
    expect(session.removeItem).toHaveBeenCalledWith('teamMemberId');
    expect(session.removeItem).toHaveBeenCalledWith('teamMemberName');
    expect(session.removeItem).toHaveBeenCalledWith('teamMemberRole');
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs a failed check and leaves the items untouched', async () => {
    const session = memoryStore({ ...signedIn });
    const log = vi.fn();
    const error = new Error('offline');
    const readTeamMembers = vi.fn(() => Promise.reject(error));
    await expect(restoreSession({ readTeamMembers, session, log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    expect(Object.fromEntries(session.items)).toEqual(signedIn);
    expect(session.setItem).not.toHaveBeenCalled();
    expect(session.removeItem).not.toHaveBeenCalled();
  });

  it('logs to console.error by default on a failed check', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const session = memoryStore({ ...signedIn });
      const error = new Error('offline');
      await expect(restoreSession({ readTeamMembers: () => Promise.reject(error), session })).resolves.toBeNull();
      expect(spy).toHaveBeenCalledWith(expect.any(String), error);
      expect(Object.fromEntries(session.items)).toEqual(signedIn);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('logout', () => {
  it('removes the three items and nothing else', () => {
    const session = memoryStore({ ...signedIn, other: 'kept' });
    logout(session);
    expect(Object.fromEntries(session.items)).toEqual({ other: 'kept' });
    expect(session.removeItem).toHaveBeenCalledTimes(3);
  });

  it('is harmless when nobody is signed in', () => {
    const session = memoryStore();
    expect(() => logout(session)).not.toThrow();
    expect(session.items.size).toBe(0);
  });

  it('clears the browser sessionStorage after a login', async () => {
    try {
      await login('RYF001', '9431152640', { readTeamMembers: reader(), session: window.sessionStorage });
      window.sessionStorage.setItem('unrelated', 'x');
      logout(window.sessionStorage);
      expect(window.sessionStorage.getItem('teamMemberId')).toBeNull();
      expect(window.sessionStorage.getItem('teamMemberName')).toBeNull();
      expect(window.sessionStorage.getItem('teamMemberRole')).toBeNull();
      expect(window.sessionStorage.getItem('unrelated')).toBe('x');
    } finally {
      window.sessionStorage.clear();
    }
  });
});

// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { ADMIN_CREDENTIAL, adminRestUrl } from '../support/database-rest';
import { startLocalDatabase, writeAtomically, type LocalDatabase } from '../../scripts/local-database.mjs';
import { dateSeedInvitations, INVITATION_TTL_MS } from '../../lib/team/invitation-rules.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seedFile = resolve(root, 'lib/firebase/seed/database.seed.json');
const rulesFile = resolve(root, 'database.rules.json');
const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as { teamMembers: Record<string, unknown> };

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

async function getJson(port: number, path: string): Promise<unknown> {
  const response = await fetch(adminRestUrl(port, path));
  expect(response.status).toBe(200);
  return response.json();
}

/** Polls until the file holds a value that passes the check, for up to two seconds. */
async function waitForFile(file: string, check: (value: unknown) => boolean, timeoutMs = 2000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = readJson(file);
      if (check(last)) return last;
    } catch {
      // Not there yet (or being replaced): try again.
    }
    if (Date.now() > deadline) throw new Error(`${file} never passed the check; last value ${JSON.stringify(last)}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

const noteOf = (value: unknown) => (value as { notes?: { a?: unknown } } | null)?.notes?.a;

describe('the embedded local database', () => {
  let dir: string;
  let file: string;
  const open: LocalDatabase[] = [];

  const start = async (options: Parameters<typeof startLocalDatabase>[0] = {}) => {
    const db = await startLocalDatabase({ port: await freePort(), file, quiet: true, ...options });
    open.push(db);
    return db;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rohtas-local-db-'));
    file = join(dir, 'data', 'local-database.json');
  });

  afterEach(async () => {
    for (const db of open.splice(0)) await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds a new database from the seed file and stores that copy', async () => {
    expect(existsSync(file)).toBe(false);
    const db = await start();
    expect(await getJson(db.port, '/teamMembers')).toEqual(seed.teamMembers);
    expect(await getJson(db.port, '/teamMembers/-demo-coach/memberId')).toBe('RYF002');
    // The demo invitations are dated from the day the database is seeded; the rest is the seed as it is.
    const stored = readJson(file) as { teamInvitations: Record<string, { createdAt: number; expiresAt: number }> };
    const invitation = Object.values(stored.teamInvitations)[0];
    expect(invitation?.expiresAt).toBe((invitation?.createdAt ?? 0) + INVITATION_TTL_MS);
    expect(stored).toEqual(dateSeedInvitations(seed, invitation?.createdAt));
  });

  it('starts from an existing file rather than the seed', async () => {
    writeAtomically(file, { teamMembers: { only: { memberId: 'RYF100', name: 'From File' } } });
    const db = await start();
    expect(await getJson(db.port, '/teamMembers')).toEqual({ only: { memberId: 'RYF100', name: 'From File' } });
  });

  it('keeps no file when file is null', async () => {
    const db = await start({ file: null });
    expect(await getJson(db.port, '/teamMembers')).toEqual(seed.teamMembers);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes a change to the file shortly after, and it survives a restart', async () => {
    const first = await start();
    const response = await fetch(adminRestUrl(first.port, 'notes/a'), { method: 'PUT', body: '"kept"' });
    expect(response.status).toBe(200);
    expect(await getJson(first.port, '/notes/a')).toBe('kept');

    const stored = await waitForFile(file, (value) => noteOf(value) === 'kept');
    expect(stored).toMatchObject({ teamMembers: seed.teamMembers, notes: { a: 'kept' } });

    await first.close();
    open.splice(open.indexOf(first), 1);
    expect(noteOf(readJson(file))).toBe('kept');

    const second = await start();
    expect(await getJson(second.port, '/notes/a')).toBe('kept');
    expect(await getJson(second.port, '/teamMembers')).toEqual(seed.teamMembers);
    expect(readdirSync(join(dir, 'data')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('flushes a pending write when closed straight after it', async () => {
    const db = await start();
    await fetch(adminRestUrl(db.port, 'notes/a'), { method: 'PUT', body: '"last"' });
    await db.close();
    open.splice(open.indexOf(db), 1);
    expect(noteOf(readJson(file))).toBe('last');
  });

  it('loads the rules from database.rules.json and still serves /teamMembers to the server', async () => {
    const db = await start({ rules: rulesFile });
    expect(await getJson(db.port, '/teamMembers')).toEqual(seed.teamMembers);
  });
});

describe('the embedded local database over REST, with database.rules.json', () => {
  let db: LocalDatabase;
  const url = (path: string, auth?: string) =>
    `http://127.0.0.1:${db.port}/${path}.json${auth === undefined ? '' : `?auth=${auth}`}`;
  const unsigned = (claims: Record<string, unknown>) =>
    [{ alg: 'none', typ: 'JWT' }, claims]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.') + '.';
  // The rules ask for an open session: the server writes one for each token below.
  const SESSION_ID = 'local-database-test-01';
  const coordinator = unsigned({
    sub: 'team--demo-coordinator',
    user_id: 'team--demo-coordinator',
    role: 'Coordinator',
    sid: SESSION_ID,
  });
  const openSession = () => ({ startedAt: Date.now(), lastActiveAt: Date.now(), expiresAt: Date.now() + 3_600_000 });
  const put = (path: string, value: unknown, auth?: string) =>
    fetch(url(path, auth), { method: 'PUT', body: JSON.stringify(value) });

  beforeEach(async () => {
    db = await startLocalDatabase({ port: await freePort(), file: null, quiet: true, rules: rulesFile });
  });
  afterEach(async () => {
    await db.close();
  });

  it('judges a request with no token as signed out: no node is read or written', async () => {
    for (const path of ['', 'teamSecrets', 'teamMembers', 'contactMessages']) {
      expect((await fetch(url(path))).status, `read /${path}`).toBe(401);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const body = method === 'DELETE' ? undefined : JSON.stringify(method === 'PATCH' ? { x: 'y' } : 'y');
      expect((await fetch(url('teamSecrets/-demo-coach'), { method, body })).status, method).toBe(401);
    }
    expect(await (await fetch(url('teamSecrets'))).json()).toEqual({ error: 'Permission denied' });
    expect(await getJson(db.port, 'teamSecrets')).toBeNull();
  });

  it('judges a request with a token by its claims, as a realtime client', async () => {
    expect((await fetch(url('contactMessages', coordinator))).status).toBe(401);
    expect((await put(`teamSessions/-demo-coordinator/${SESSION_ID}`, openSession(), ADMIN_CREDENTIAL)).status).toBe(
      200,
    );
    expect((await fetch(url('contactMessages', coordinator))).status).toBe(200);
    expect((await fetch(url('teamSecrets', coordinator))).status).toBe(401);
    expect((await put('teamMembers/-demo-coach/role', 'Coordinator', coordinator)).status).toBe(401);
    expect((await fetch(url('teamSecrets', 'not-a-token'))).status).toBe(401);
    expect(await getJson(db.port, 'teamMembers/-demo-coach/role')).toBe('RUFC Coach');
  });

  it('lets the server’s credential read and write everything, and the rules see what it wrote', async () => {
    expect((await put('teamMembers/-demo-coach/role', 'Coordinator', ADMIN_CREDENTIAL)).status).toBe(200);
    expect((await put(`teamSessions/-demo-coach/${SESSION_ID}`, openSession(), ADMIN_CREDENTIAL)).status).toBe(200);
    const coach = unsigned({
      sub: 'team--demo-coach',
      user_id: 'team--demo-coach',
      role: 'Coordinator',
      sid: SESSION_ID,
    });
    // The rules compare the token's role with the stored record: the record written above counts.
    expect((await fetch(url('rufcComplaints', coach))).status).toBe(200);
  });

  it('answers 400 to a write that is not JSON, and keeps serving', async () => {
    expect((await fetch(url('notes/a', ADMIN_CREDENTIAL), { method: 'PUT', body: '{' })).status).toBe(400);
    expect(await getJson(db.port, 'teamMembers/-demo-coach/memberId')).toBe('RYF002');
  });
});

describe('writeAtomically', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rohtas-atomic-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates missing folders and writes indented JSON without leaving a temporary file', () => {
    const file = join(dir, 'a', 'b', 'db.json');
    writeAtomically(file, { x: 1, y: ['z'] });
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify({ x: 1, y: ['z'] }, null, 2));
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual(['db.json']);
  });

  it('replaces the previous content', () => {
    const file = join(dir, 'db.json');
    writeAtomically(file, { version: 1 });
    writeAtomically(file, { version: 2 });
    expect(readJson(file)).toEqual({ version: 2 });
    expect(readdirSync(dir)).toEqual(['db.json']);
  });

  it('leaves the previous file whole when the value cannot be written', () => {
    const file = join(dir, 'db.json');
    writeFileSync(file, '{"previous":true}');
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;

    expect(() => writeAtomically(file, circular)).toThrow(TypeError);
    expect(readFileSync(file, 'utf8')).toBe('{"previous":true}');
    expect(readdirSync(dir)).toEqual(['db.json']);
  });
});

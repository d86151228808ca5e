// @vitest-environment node
// The inbox against the embedded local database (firebase-server, with the real rules) holding
// ten thousand contact messages: the first read must answer quickly and bring only the newest
// page, never the whole node. The inbox reads as a signed-in Coordinator would.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, push, ref, type Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { InboxWindow } from '@/lib/team/inbox-database';
import type { InboxRecord } from '@/lib/team/inbox';
import { memberUid } from '@/lib/team/member-token';
import { startLocalDatabase, type LocalDatabase } from '../../scripts/local-database.mjs';
import { freePort } from '../support/free-port';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const PROJECT_ID = 'demo-rohtas-yuva';
const RECORDS = 10_000;
const SEEDED_DEMO_MESSAGES = 3;

const state = vi.hoisted(() => ({ db: undefined as Promise<unknown> | undefined }));
vi.mock('@/lib/firebase/app', () => ({
  getRealtimeDatabase: () => state.db,
  getSurveyDatabase: () => state.db,
}));

const SESSION_ID = 'pagingTestSession00001';
let database: LocalDatabase;
let app: FirebaseApp;
let keys: string[] = [];
let seedDirectory: string | undefined;
/** Bytes the database has sent to every connection so far. */
let sentBytes = 0;
/** The queries clients have asked the database to listen to. */
const queries: { p?: string; q?: unknown }[] = [];
const root = fileURLToPath(new URL('../..', import.meta.url));

beforeAll(async () => {
  setLogLevel('silent');
  // Real push keys (made by the client, nothing written), so key order is the order they were made.
  const keyMaker = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:000000000000:web:demo' },
    'keys',
  );
  const keyRef = ref(getDatabase(keyMaker, 'http://127.0.0.1:1?ns=' + PROJECT_ID), 'contactMessages');
  keys = Array.from({ length: RECORDS }, () => push(keyRef).key ?? '');
  await deleteApp(keyMaker);
  const start = Date.UTC(2026, 0, 1);
  const records = Object.fromEntries(
    keys.map((key, i) => [
      key,
      {
        name: `Sender ${i}`,
        phone: '6123456789',
        subject: 'Volunteering',
        message: 'I would like to help at the Saturday camp, and my friends would too.',
        reference: `MSG-${String(i).padStart(5, '0')}`,
        createdAt: start + i * 60_000,
      },
    ]),
  );
  // The database starts holding the demo seed and the ten thousand records: what is measured is
  // reading them, and writing them through firebase-server one update at a time took a minute.
  // Her session is open as the sign-in leaves it: the rules read nothing for a token without one.
  const seed = JSON.parse(readFileSync(resolve(root, 'lib/firebase/seed/database.seed.json'), 'utf8')) as {
    contactMessages?: Record<string, unknown>;
    teamSessions?: Record<string, unknown>;
  };
  const now = Date.now();
  seed.contactMessages = { ...seed.contactMessages, ...records };
  seed.teamSessions = {
    ...seed.teamSessions,
    '-demo-coordinator': { [SESSION_ID]: { startedAt: now, lastActiveAt: now, expiresAt: now + 60 * 60_000 } },
  };
  seedDirectory = mkdtempSync(join(tmpdir(), 'inbox-paging-'));
  const seedFile = join(seedDirectory, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seed));
  database = await startLocalDatabase({
    port: await freePort(),
    file: null,
    seed: seedFile,
    rules: resolve(root, 'database.rules.json'),
    quiet: true,
  });
  const server = database.server as {
    wss: { on: (event: 'connection', listener: (socket: WebSocket) => void) => void };
  };
  server.wss.on('connection', (socket) => {
    const send = socket.send.bind(socket) as (data: string, ...rest: unknown[]) => void;
    (socket as unknown as { send: typeof send }).send = (data, ...rest) => {
      sentBytes += Buffer.byteLength(String(data));
      send(data, ...rest);
    };
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (!text.startsWith('{')) return;
      const message = JSON.parse(text) as { d?: { a?: string; b?: { p?: string; q?: unknown } } };
      if (message.d?.a === 'q') queries.push({ p: message.d.b?.p, q: message.d.b?.q });
    });
  });

  app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:000000000000:web:demo' }, 'paging');
  const db: Database = getDatabase(app, `http://127.0.0.1:${database.port}?ns=${PROJECT_ID}`);
  // A Coordinator of the seed, with the claims the sign-in puts in a real token.
  connectDatabaseEmulator(db, '127.0.0.1', database.port, {
    mockUserToken: {
      sub: memberUid('-demo-coordinator'),
      user_id: memberUid('-demo-coordinator'),
      role: 'Coordinator',
      memberId: 'RYF001',
      memberName: 'Priya Kumari',
      sid: SESSION_ID,
    },
  });
  state.db = Promise.resolve(db);
});

afterAll(async () => {
  if (app) await deleteApp(app);
  await database?.close();
  if (seedDirectory) rmSync(seedDirectory, { recursive: true, force: true });
});

/** Opens the inbox's contact tab with a window and waits for its first answer. */
async function firstAnswer(windowSize?: number) {
  const { watchInbox } = await import('@/lib/team/inbox-database');
  const started = performance.now();
  const bytesBefore = sentBytes;
  queries.length = 0;
  const answer = await new Promise<{ records: InboxRecord[]; window: InboxWindow }>((resolve, reject) => {
    const stop = watchInbox(
      'contact',
      (records, window) => {
        stop();
        resolve({ records, window });
      },
      reject,
      windowSize,
    );
  });
  return { ...answer, ms: performance.now() - started, bytes: sentBytes - bytesBefore, queries: [...queries] };
}

describe('an inbox of ten thousand records', () => {
  it('answers its first read in under 2 s with only the newest 50', async () => {
    const { records, window, ms, bytes, queries: asked } = await firstAnswer();
    console.info(
      `First inbox read of ${RECORDS + SEEDED_DEMO_MESSAGES} contact messages: ${records.length} records ` +
        `in ${Math.round(ms)} ms, ${bytes} bytes sent by the database`,
    );
    expect(records).toHaveLength(50);
    expect(window).toEqual({ size: 50, delivered: 50, hasOlder: true, waiting: [] });
    // The newest 50 by key: the seed's three demo messages (their keys sort last) and the 47 newest here.
    const expected = [...keys, '-demo-contact-1', '-demo-contact-2', '-demo-contact-3'].sort().slice(-50);
    expect(records.map((r) => r.key).sort()).toEqual(expected);
    expect(ms).toBeLessThan(2000);
    // What the inbox asked for: the last 50 by key of the records and of their histories, nothing whole.
    expect(asked).toEqual([
      { p: '/contactMessages', q: { l: 50, vf: 'r', i: '.key' } },
      { p: '/statusHistory/contactMessages', q: { l: 50, vf: 'r', i: '.key' } },
    ]);
    // A real database answers with the 50 asked for. firebase-server ignores the query and sends the
    // whole node, which the SDK then cuts to the window: so the bytes are printed above, not asserted,
    // and the 50 records above are what reaches the model.
  });

  it('answers "Show older" with the next 50 too', async () => {
    const { records, window, ms, queries: asked } = await firstAnswer(100);
    expect(asked[0]).toEqual({ p: '/contactMessages', q: { l: 100, vf: 'r', i: '.key' } });
    console.info(`Window of 100: ${records.length} records in ${Math.round(ms)} ms`);
    expect(records).toHaveLength(100);
    expect(window.hasOlder).toBe(true);
  });

  it('reads every record for the export only when asked, page by page', async () => {
    const { readWholeInbox } = await import('@/lib/team/inbox-database');
    const started = performance.now();
    queries.length = 0;
    const records = await readWholeInbox('contact');
    // Pages of 500 from the first key on, never the whole node in one request.
    const pages = queries.filter((query) => query.p === '/contactMessages');
    expect(pages).toHaveLength(Math.ceil((RECORDS + SEEDED_DEMO_MESSAGES) / 500));
    expect(pages[0]).toEqual({ p: '/contactMessages', q: { l: 500, vf: 'l', i: '.key' } });
    expect(pages.every((page) => (page.q as { l?: number }).l === 500)).toBe(true);
    console.info(`Export read of ${records.length} records in ${Math.round(performance.now() - started)} ms`);
    expect(records).toHaveLength(RECORDS + SEEDED_DEMO_MESSAGES);
  });
});

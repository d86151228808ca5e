// @vitest-environment node
// database.rules.json, loaded into the real local database (firebase-server, which enforces rules
// through targaryen for clients on the websocket protocol) and exercised with the Realtime Database
// client firebase-server itself uses (firebase v8). Its REST side is used here only to look at what
// was actually stored, with the server's credential.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { adminRestUrl } from '../support/database-rest';
import { complaintSchema, contactSchema, membershipSchema, surveySchema } from '@/lib/forms/schemas';
import { FORM_NODES } from '@/lib/forms/options';
import { PAYMENT_UTRS_NODE, PAYMENTS_NODE } from '@/lib/payments/payment-record';
import { RECEIPT_BOOKS_NODE } from '@/lib/payments/receipt-book';
import { MEMBER_DUES_NODE } from '@/lib/payments/dues';
import { startLocalDatabase, type LocalDatabase } from '../../scripts/local-database.mjs';
import { REFERENCES_NODE, SUBMISSION_KEYS_NODE } from '@/lib/forms/submission-service';
import {
  exampleSecretHash,
  today,
  validAnonymousComplaint,
  validContact,
  validMembership,
  validSurvey,
} from './examples';

// The small part of the firebase v8 namespaced API used here.
interface Snapshot {
  val(): unknown;
}
interface Reference {
  key: string | null;
  child(path: string): Reference;
  push(): Reference;
  set(value: unknown): Promise<void>;
  update(values: object): Promise<void>;
  remove(): Promise<void>;
  once(event: 'value'): Promise<Snapshot>;
}
interface FirebaseApp {
  database(): { ref(path?: string): Reference };
  delete(): Promise<void>;
}
interface FirebaseV8 {
  initializeApp(options: { databaseURL: string }, name: string): FirebaseApp;
  setLogLevel(level: 'debug' | 'verbose' | 'info' | 'warn' | 'error' | 'silent'): void;
  database: { ServerValue: { TIMESTAMP: object } };
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const rulesFile = resolve(root, 'database.rules.json');
const firebase = createRequire(resolve(root, 'node_modules/firebase-server/package.json'))('firebase') as FirebaseV8;
const TIMESTAMP = firebase.database.ServerValue.TIMESTAMP;
const WRITE_TIMEOUT_MS = 3000;

type Data = Record<string, unknown>;
const SEEDED = '-seeded';

/** Each form's record exactly as the server saves one (the schema's output, a time, a reference). */
const nodes: { node: string; record: Data }[] = [
  { node: FORM_NODES.survey, record: { ...surveySchema.parse(validSurvey), reference: 'SRV-AAAA0001' } },
  {
    node: FORM_NODES.membership,
    record: { ...membershipSchema(today).parse(validMembership), reference: 'MEM-AAAA0001' },
  },
  {
    node: FORM_NODES.complaint,
    record: {
      ...complaintSchema(today).parse(validAnonymousComplaint),
      secretHash: exampleSecretHash,
      reference: 'CMP-AB12CD34',
    },
  },
  { node: FORM_NODES.contact, record: { ...contactSchema.parse(validContact), reference: 'MSG-AAAA0001' } },
  // A payment as lib/payments/payment-service.ts records it: a browser marking one paid, or reading
  // a payer's PAN, must be refused like the forms.
  {
    node: PAYMENTS_NODE,
    record: {
      reference: 'PAYAAAAAAAA',
      purpose: { kind: 'donation' },
      amountPaise: 50_000,
      name: 'Sunita Devi',
      mobile: '9876543210',
      pan: 'ABCPE1234F',
      status: 'pending',
      utr: '',
    },
  },
  { node: PAYMENT_UTRS_NODE, record: { key: '-payment', reference: 'PAYAAAAAAAA' } },
  // A year's receipt numbers (lib/payments/receipt-book.ts): a browser taking or freeing a number
  // would leave a gap or a repeat.
  { node: RECEIPT_BOOKS_NODE, record: { next: 2, byPayment: { '-payment': 1 } } },
  // A member's dues (lib/payments/dues.ts): a browser moving its own paid-through date, or reading
  // a neighbour's mobile number and waivers.
  { node: MEMBER_DUES_NODE, record: { plan: 'player', mobile: '9876543210', paidThrough: '2030-01-10' } },
];

/**
 * 'ok' when the operation succeeds, else the error code (e.g. 'PERMISSION_DENIED'). An operation
 * that never answers fails the test with a clear message instead of timing out the suite.
 */
async function outcome(operation: Promise<unknown>, label: string, timeoutMs = WRITE_TIMEOUT_MS): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([operation, timeout]);
    return 'ok';
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(`${label}: no answer`)) throw error;
    const { code, message } = error as { code?: string; message?: string };
    expect(message ?? '').toMatch(/permission_denied/i);
    return code ?? String(error);
  } finally {
    clearTimeout(timer);
  }
}

let database: LocalDatabase;
let dir: string;
const apps: FirebaseApp[] = [];
let appCount = 0;

beforeAll(async () => {
  // The client logs a warning for every refused write; the refusals are what is tested.
  firebase.setLogLevel('silent');
  dir = mkdtempSync(join(tmpdir(), 'rohtas-rules-'));
  const seed = join(dir, 'seed.json');
  // One record per form, as the server would have saved it.
  writeFileSync(
    seed,
    JSON.stringify(
      Object.fromEntries(nodes.map(({ node, record }) => [node, { [SEEDED]: { ...record, createdAt: 1 } }])),
    ),
  );
  database = await startLocalDatabase({ port: await freePort(), file: null, seed, rules: rulesFile, quiet: true });
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.delete();
});

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A public client: a fresh app (so nothing is served from another test's cache), not signed in. */
function client() {
  const app = firebase.initializeApp({ databaseURL: `ws://127.0.0.1:${database.port}` }, `rules-test-${appCount++}`);
  apps.push(app);
  return app.database();
}

/** What is stored at a path, read over REST with the server's credential (past the rules). */
async function stored(path: string): Promise<unknown> {
  const response = await fetch(adminRestUrl(database.port, path));
  expect(response.status).toBe(200);
  return response.json();
}

/** Pushes a new record; returns its key and how the database answered. */
async function push(node: string, record: Data) {
  const ref = client().ref(node).push();
  const key = ref.key ?? '';
  return { key, result: await outcome(ref.set({ ...record, createdAt: TIMESTAMP }), `push to ${node}`) };
}

// Visitors' forms are saved by the server (app/api/forms/[form]), which checks them with the
// forms' schemas, limits them per address and makes their references. A browser writing past it
// could bury the inbox in valid-looking records or reuse another sender's reference.
describe.each(nodes)('$node', ({ node, record }) => {
  it('refuses a valid record from a browser, and stores nothing', async () => {
    const { key, result } = await push(node, record);
    expect(result).toBe('PERMISSION_DENIED');
    expect(await stored(`${node}/${key}`)).toBeNull();
  });

  it('refuses a public read of the node and of a record', async () => {
    const db = client();
    expect(await outcome(db.ref(node).once('value'), `read ${node}`)).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(`${node}/${SEEDED}`).once('value'), 'read a record')).toBe('PERMISSION_DENIED');
  });

  it('refuses to change, overwrite or delete a saved record', async () => {
    const db = client();
    const saved = await stored(`${node}/${SEEDED}`);
    expect(await outcome(db.ref(`${node}/${SEEDED}`).update({ reference: 'CHANGED-1' }), 'update')).toBe(
      'PERMISSION_DENIED',
    );
    expect(await outcome(db.ref(`${node}/${SEEDED}`).set(record), 'overwrite')).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(`${node}/${SEEDED}`).remove(), 'remove')).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(node).remove(), 'remove the node')).toBe('PERMISSION_DENIED');
    expect(await stored(`${node}/${SEEDED}`)).toEqual(saved);
  });
});

describe('a flood of 1,000 form writes from one browser', () => {
  const { node, record } = nodes[3] ?? { node: FORM_NODES.contact, record: {} };
  const count = async () => Object.keys(((await stored(node)) ?? {}) as object).length;

  it('is refused whole as one multi-path update', { timeout: 40_000 }, async () => {
    const before = await count();
    const db = client();
    const flood = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [
        `${node}/${db.ref(node).push().key ?? i}`,
        { ...record, reference: `MSG-FLOOD${i}`, createdAt: TIMESTAMP },
      ]),
    );
    // The local database checks each of the 1,000 records against the rules: slow, but it answers.
    expect(await outcome(db.ref().update(flood), 'flood update', 30_000)).toBe('PERMISSION_DENIED');
    expect(await count()).toBe(before);
  });

  it('is refused one by one as 1,000 pushes', async () => {
    const before = await count();
    const db = client();
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        outcome(
          db
            .ref(node)
            .push()
            .set({ ...record, reference: `MSG-P${i}`, createdAt: TIMESTAMP }),
          `push ${i}`,
        ),
      ),
    );
    expect(results.filter((result) => result !== 'PERMISSION_DENIED')).toEqual([]);
    expect(await count()).toBe(before);
  });
});

describe('the server’s own bookkeeping', () => {
  // Who sent what (submission ids) and which reference is taken: a browser could replay or block them.
  it.each([SUBMISSION_KEYS_NODE, REFERENCES_NODE])('%s cannot be read or written by a browser', async (node) => {
    const db = client();
    expect(await outcome(db.ref(node).once('value'), `read ${node}`)).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(`${node}/CMP-AB12CD34`).set({ recordKey: '-x' }), `write ${node}`)).toBe(
      'PERMISSION_DENIED',
    );
  });
});

describe('teamMembers', () => {
  // Only the server reads the team list (lib/team/sign-in.ts).
  it('cannot be read by the public', async () => {
    expect(await outcome(client().ref('teamMembers').once('value'), 'read teamMembers')).toBe('PERMISSION_DENIED');
  });

  it('cannot be written by the public', async () => {
    const db = client();
    expect(await outcome(db.ref('teamMembers').push().set({ memberId: 'RYF999', name: 'Intruder' }), 'push')).toBe(
      'PERMISSION_DENIED',
    );
    expect(await outcome(db.ref('teamMembers').set(null), 'remove')).toBe('PERMISSION_DENIED');
  });
});

describe('everything else', () => {
  it('refuses reads and writes outside the listed nodes', async () => {
    const db = client();
    expect(await outcome(db.ref().once('value'), 'read root')).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref('notes/a').set('x'), 'write notes')).toBe('PERMISSION_DENIED');
  });
});

// @vitest-environment node
// database.rules.json, loaded into the real local database (firebase-server, which enforces rules
// through targaryen for clients on the websocket protocol) and exercised with the Realtime Database
// client firebase-server itself uses (firebase v8). Its REST layer does not enforce rules, so it is
// used here only to look at what was actually stored.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { complaintSchema, contactSchema, membershipSchema, surveySchema } from '@/lib/forms/schemas';
import { FORM_NODES } from '@/lib/forms/options';
import { startLocalDatabase, type LocalDatabase } from '../../scripts/local-database.mjs';
import {
  exampleSecretHash,
  today,
  validAnonymousComplaint,
  validComplaint,
  validContact,
  validMembership,
  validMinorMembership,
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

/**
 * 'ok' when the operation succeeds, else the error code (e.g. 'PERMISSION_DENIED'). An operation
 * that never answers fails the test with a clear message instead of timing out the suite.
 */
async function outcome(operation: Promise<unknown>, label: string): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${WRITE_TIMEOUT_MS} ms`)), WRITE_TIMEOUT_MS);
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
  writeFileSync(seed, '{}');
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

/** What is stored at a path, read over REST (which firebase-server does not hold to the rules). */
async function stored(path: string): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${database.port}/${path}.json`);
  expect(response.status).toBe(200);
  return response.json();
}

type Data = Record<string, unknown>;

/** A value for a test title: long strings by their length. */
const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 20
    ? `of ${value.length} characters`
    : typeof value === 'number' && value > Date.now()
      ? 'in the future'
      : JSON.stringify(value);

/** Pushes a new record; returns its key and how the database answered. */
async function push(node: string, record: Data) {
  const ref = client().ref(node).push();
  const key = ref.key ?? '';
  return { key, result: await outcome(ref.set(record), `push to ${node}`) };
}

const without = (record: Data, field: string): Data =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== field));

/** A record as the app stores it: the schema's output, a server timestamp and a reference. */
const recordOf = (output: object, reference: string): Data => ({ ...output, createdAt: TIMESTAMP, reference });

interface NodeCase {
  node: string;
  record: Data;
  /** Other valid records: optional fields left out or filled in. */
  alsoValid: [string, Data][];
  /** Field → value that the schema refuses. */
  invalid: [string, unknown][];
  /** Records refused as a whole. */
  invalidRecords: [string, Data][];
}

const survey = recordOf(surveySchema.parse(validSurvey), 'SUR-2026-0001');
const membership = recordOf(membershipSchema(today).parse(validMembership), 'RUFC-M-0001');
const minorMembership = recordOf(membershipSchema(today).parse(validMinorMembership), 'RUFC-M-0002');
const complaint = recordOf(complaintSchema(today).parse(validComplaint), 'RUFC-C-0001');
// An anonymous complaint carries the hash of its secret code (the only way its sender can prove it is theirs).
const anonymousComplaint = {
  ...recordOf(complaintSchema(today).parse(validAnonymousComplaint), 'RUFC-C-0002'),
  secretHash: exampleSecretHash,
};
const contact = recordOf(contactSchema.parse(validContact), 'MSG-0001');

const commonInvalid: [string, unknown][] = [
  ['reference', '12345'],
  ['reference', 'R'.repeat(41)],
  ['reference', 123456],
  ['createdAt', 0],
  ['createdAt', 'now'],
  ['createdAt', Date.now() + 10 * 60_000],
];

const cases: NodeCase[] = [
  {
    node: FORM_NODES.survey,
    record: survey,
    alsoValid: [
      ['without needs and suggestions', without(without(survey, 'needs'), 'suggestions')],
      ['with every interest', { ...survey, interests: ['social', 'educational', 'cultural', 'sports'] }],
    ],
    invalid: [
      ['ageGroup', '30-35'],
      ['block', 'Patna'],
      ['village', 'K'],
      ['village', 'K'.repeat(81)],
      ['village', 42],
      ['occupation', 'student'],
      ['interests', ['social', 'gaming']],
      ['interests', []],
      ['interests', 'social'],
      ['interests', { 7: 'social' }],
      ['needs', 'n'.repeat(501)],
      ['suggestions', 's'.repeat(501)],
      ['consent', false],
      ['consent', 'yes'],
    ],
    invalidRecords: [['without village', without(survey, 'village')]],
  },
  {
    node: FORM_NODES.membership,
    record: membership,
    alsoValid: [
      ['of a minor with a guardian and a plan', minorMembership],
      ['without the optional fields', without(without(without(membership, 'guardianName'), 'guardianPhone'), 'plan')],
    ],
    invalid: [
      ['fullName', 'R'],
      ['fullName', 'R'.repeat(81)],
      ['dateOfBirth', '15/03/2001'],
      ['dateOfBirth', '2001-13-01'],
      ['phone', '12345'],
      ['phone', '5876543210'],
      ['phone', '+919876543210'],
      ['phone', 9876543210],
      ['guardianName', 'G'.repeat(81)],
      ['guardianPhone', '12345'],
      ['village', 'D'],
      ['position', 'striker'],
      ['experience', 'national'],
      ['plan', 'gold'],
      ['consent', false],
    ],
    invalidRecords: [
      ['without phone', without(membership, 'phone')],
      ['without date of birth', without(membership, 'dateOfBirth')],
    ],
  },
  {
    node: FORM_NODES.complaint,
    record: complaint,
    alsoValid: [
      ['that is anonymous', anonymousComplaint],
      ['that is anonymous, without name and phone', without(without(anonymousComplaint, 'name'), 'phone')],
    ],
    invalid: [
      ['category', 'parking'],
      ['description', 'd'.repeat(29)],
      ['description', 'd'.repeat(2001)],
      ['incidentDate', 'yesterday'],
      ['anonymous', 'no'],
      ['name', 'N'.repeat(81)],
      ['phone', '12345'],
    ],
    invalidRecords: [
      ['not anonymous, without a name', { ...complaint, name: '' }],
      ['not anonymous, with a one-letter name', { ...complaint, name: 'P' }],
      ['not anonymous, without a phone', { ...complaint, phone: '' }],
      ['not anonymous, name and phone left out', without(without(complaint, 'name'), 'phone')],
      ['without anonymous', without(complaint, 'anonymous')],
      ['that is anonymous, without a secretHash', without(anonymousComplaint, 'secretHash')],
      ['that is anonymous, with an empty secretHash', { ...anonymousComplaint, secretHash: '' }],
      [
        'that is anonymous, with a secretHash in capitals',
        { ...anonymousComplaint, secretHash: exampleSecretHash.toUpperCase() },
      ],
      [
        'that is anonymous, with a secretHash one character short',
        { ...anonymousComplaint, secretHash: exampleSecretHash.slice(1) },
      ],
      [
        'that is anonymous, with a secretHash one character long',
        { ...anonymousComplaint, secretHash: `${exampleSecretHash}0` },
      ],
      ['that is anonymous, with a secretHash that is not hex', { ...anonymousComplaint, secretHash: 'g'.repeat(64) }],
      ['that is anonymous, with the code itself as secretHash', { ...anonymousComplaint, secretHash: 'K7M2Q9' }],
      ['that is anonymous, with a number as secretHash', { ...anonymousComplaint, secretHash: 12345 }],
    ],
  },
  {
    node: FORM_NODES.contact,
    record: contact,
    alsoValid: [],
    invalid: [
      ['name', 'A'],
      ['name', 'A'.repeat(81)],
      ['phone', '12345'],
      ['phone', ''],
      ['subject', 'Hi'],
      ['subject', 's'.repeat(121)],
      ['message', 'Too short'],
      ['message', 'm'.repeat(1001)],
    ],
    invalidRecords: [['without message', without(contact, 'message')]],
  },
];

describe.each(cases)('$node', ({ node, record, alsoValid, invalid, invalidRecords }) => {
  it('accepts a valid record from the public, stored exactly as sent with a server timestamp', async () => {
    const before = Date.now();
    const { key, result } = await push(node, record);
    expect(result).toBe('ok');
    const saved = (await stored(`${node}/${key}`)) as Data;
    const { createdAt, ...rest } = saved;
    expect(rest).toEqual(without(record, 'createdAt'));
    expect(createdAt).toBeTypeOf('number');
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });

  it.each(alsoValid)('accepts a record %s', async (_, other) => {
    expect((await push(node, other)).result).toBe('ok');
  });

  it('refuses a public read of the node and of a record', async () => {
    const { key } = await push(node, record);
    const db = client();
    expect(await outcome(db.ref(node).once('value'), `read ${node}`)).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(`${node}/${key}`).once('value'), `read ${node}/${key}`)).toBe('PERMISSION_DENIED');
  });

  it('refuses to change an existing record', async () => {
    const { key } = await push(node, record);
    const ref = client().ref(`${node}/${key}`);
    const [field, value] = Object.entries(record).find(([, v]) => typeof v === 'string') ?? ['reference', ''];
    expect(await outcome(ref.update({ reference: 'CHANGED-1' }), 'update')).toBe('PERMISSION_DENIED');
    expect(await outcome(ref.child(field).set(`${String(value)}!`), 'set a field')).toBe('PERMISSION_DENIED');
    expect(await outcome(ref.set(record), 'overwrite')).toBe('PERMISSION_DENIED');
    expect(((await stored(`${node}/${key}`)) as Data).reference).toBe(record.reference);
  });

  it('refuses to delete a record, a field of it, or the whole node', async () => {
    const { key } = await push(node, record);
    const db = client();
    expect(await outcome(db.ref(`${node}/${key}`).remove(), 'remove')).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(`${node}/${key}/reference`).remove(), 'remove a field')).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(node).remove(), 'remove the node')).toBe('PERMISSION_DENIED');
    expect(await outcome(db.ref(node).set({ [key]: record }), 'overwrite the node')).toBe('PERMISSION_DENIED');
    expect(await stored(`${node}/${key}`)).not.toBeNull();
  });

  it('refuses a record with an unknown field', async () => {
    const { key, result } = await push(node, { ...record, isAdmin: true });
    expect(result).toBe('PERMISSION_DENIED');
    expect(await stored(`${node}/${key}`)).toBeNull();
  });

  const badFields = [...invalid, ...commonInvalid].map(([field, value]) => [field, shown(value), value] as const);
  it.each(badFields)('refuses a record with %s %s', async (field, _, value) => {
    const { key, result } = await push(node, { ...record, [field]: value });
    expect(result).toBe('PERMISSION_DENIED');
    expect(await stored(`${node}/${key}`)).toBeNull();
  });

  const incomplete: [string, Data][] = [
    ...invalidRecords,
    ['without createdAt', without(record, 'createdAt')],
    ['without reference', without(record, 'reference')],
  ];
  it.each(incomplete)('refuses a record %s', async (_, other) => {
    const { key, result } = await push(node, other);
    expect(result).toBe('PERMISSION_DENIED');
    expect(await stored(`${node}/${key}`)).toBeNull();
  });
});

describe('teamMembers', () => {
  // Their WhatsApp numbers are their passwords: only the server reads them (lib/team/sign-in.ts).
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

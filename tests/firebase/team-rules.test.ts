// @vitest-environment node
// database.rules.json checked against lib/team/roles.ts. The rules file repeats by hand what the
// roles module says (who reads which inbox, who may add a status, which statuses exist), so every
// expectation below is computed from the roles module: if one of the two changes without the
// other, a case here fails.
//
// The rules run in the embedded local database (firebase-server, rules evaluated by targaryen) and
// are exercised with the same client the site uses (firebase v12, modular API). A team member is
// stood in for by a token carrying the claims the sign-in puts in a real one: role and memberId.
// REST, with the server's credential, is used only to look at what was stored.
//
// Those claims are taken on trust here: see "Forged claims" at the end for what that leaves
// unproven and what the local database can still show.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  push,
  ref,
  remove,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../support/free-port';
import { adminRestUrl } from '../support/database-rest';
import { complaintSchema, contactSchema, membershipSchema, surveySchema } from '@/lib/forms/schemas';
import { FORM_NODES, type FormId } from '@/lib/forms/options';
import {
  canChangeStatus,
  canWritePosts,
  INBOXES_BY_ROLE,
  isKnownRole,
  NOTE_MAX_LENGTH,
  ROLES,
  STATUS_FLOW,
  STATUS_HISTORY_NODE,
  writableStatuses,
} from '@/lib/team/roles';
import { ACCESS_LOG_NODE, ATTENDANCE_NODE, INCIDENTS_NODE } from '@/lib/privacy/nodes';
import { memberUid } from '@/lib/team/member-token';
import { PUSH_SUBSCRIPTIONS_NODE, SCHEDULED_SENDS_NODE } from '@/lib/privacy/nodes';
import { storedSubscriptionOf, subscriptionIdOf } from '@/lib/push/subscription';
import { sessionPath, SESSIONS_NODE } from '@/lib/team/sessions';
import { startLocalDatabase, type LocalDatabase } from '../../scripts/local-database.mjs';
import {
  exampleSecretHash,
  today,
  validAnonymousComplaint,
  validContact,
  validMembership,
  validSurvey,
} from '../forms/examples';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rulesFile = resolve(root, 'database.rules.json');
const seedFile = resolve(root, 'lib/firebase/seed/database.seed.json');
const PROJECT_ID = 'demo-rohtas-yuva';
const OPERATION_TIMEOUT_MS = 3000;

const PUSH_TOKEN = 'local-seeded-device-token-0001';
const PUSH_SUBSCRIPTION_ID = subscriptionIdOf(PUSH_TOKEN);
const PUSH_SUBSCRIPTION = storedSubscriptionOf({
  token: PUSH_TOKEN,
  locale: 'en',
  topics: ['notices', 'events'],
  createdAt: 1,
  updatedAt: 1,
});

type Data = Record<string, unknown>;
type Outcome = 'allowed' | 'denied';

interface SeedMember {
  memberId: string;
  name: string;
  role: string;
  whatsapp: string;
}
const seedTeam = (JSON.parse(readFileSync(seedFile, 'utf8')) as { teamMembers: Record<string, SeedMember> })
  .teamMembers;

/** The promise, or a clear failure if it has not settled in time (firebase-server leaves some requests unanswered). */
async function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label}: no answer within ${OPERATION_TIMEOUT_MS} ms`)),
      OPERATION_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** 'allowed' or 'denied'; any other error, or no answer in time, fails the test. */
async function outcome(operation: Promise<unknown>, label: string): Promise<Outcome> {
  try {
    await withTimeout(operation, label);
    return 'allowed';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A refused write says PERMISSION_DENIED; a refused get() says "Permission denied".
    if (/permission[_ ]denied/i.test(message)) return 'denied';
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Who acts

interface Actor {
  /** How the actor is named in test titles. */
  label: string;
  /** The role claim; null for a signed-out visitor. */
  role: string | null;
  memberId: string;
  name: string;
  /** The record key in teamMembers the sign-in names the token's user after (`team-<key>`). */
  key: string;
}

const VISITOR: Actor = { label: 'visitor (signed out)', role: null, memberId: 'visitor', name: 'Visitor', key: '' };
/** A role roles.ts does not know: it can sign in but must see and change nothing. */
const UNKNOWN_ROLE: Actor = {
  label: 'Accountant (unknown role)',
  role: 'Accountant',
  memberId: 'RYF099',
  name: 'Kiran',
  key: '-accountant',
};
/** A second Coordinator, stored like the demo ones, for two people acting at once. */
const SECOND_COORDINATOR: Actor = {
  label: 'second Coordinator',
  role: 'Coordinator',
  memberId: 'RYF010',
  name: 'Meena Devi',
  key: '-second-coordinator',
};

/** Each known role, acted by its demo member from the seed (so the names match the real data). */
const teamActors: Actor[] = ROLES.map((role) => {
  const [key, member] = Object.entries(seedTeam).find(([, candidate]) => candidate.role === role) ?? [];
  return {
    label: role,
    role,
    memberId: member?.memberId ?? `RYF-${role}`,
    name: member?.name ?? role,
    key: key ?? `-${role}`,
  };
});
const actorFor = (role: string): Actor => {
  const actor = teamActors.find((candidate) => candidate.role === role);
  if (!actor) throw new Error(`no actor for role ${role}`);
  return actor;
};
const COORDINATOR = actorFor('Coordinator');
const COACH = actorFor('RUFC Coach');
const VOLUNTEER = actorFor('Volunteer');
const actors: Actor[] = [VISITOR, ...teamActors, UNKNOWN_ROLE];

/** Each actor's open session: 22 URL-safe characters, as the sign-in makes them. */
const sessionIdOf = (actor: Pick<Actor, 'key'>) =>
  `s${Buffer.from(actor.key).toString('hex')}`.padEnd(22, 'x').slice(0, 22);

/** The claims our sign-in puts in a member's token; `sub` is what Firebase Auth needs as the user id. */
const claimsOf = (actor: Actor, sid: string | null = sessionIdOf(actor)) => ({
  sub: memberUid(actor.key),
  user_id: memberUid(actor.key),
  role: actor.role,
  memberId: actor.memberId,
  memberName: actor.name,
  ...(sid === null ? {} : { sid }),
});

/** A session as the server stores it, open for another hour. */
const openSession = (now = Date.now()) => ({ startedAt: now, lastActiveAt: now, expiresAt: now + 60 * 60_000 });

// ---------------------------------------------------------------------------------------------
// What is in the database

const FORM_IDS = Object.keys(FORM_NODES) as FormId[];
const RECORD_KEY = '-seed-record';
const ENTRY_KEY = '-seed-entry';
const SESSION_KEY = '2026-11-20_U-15';
const SESSION = {
  date: '2026-11-20',
  ageGroup: 'U-15',
  marks: { '-k': { present: true, markedAt: 1, id: 'x', by: 'RYF002' } },
};

/** Each form's record as the site stores it (the schema's output), without createdAt and reference. */
const formOutput: Record<FormId, Data> = {
  survey: surveySchema.parse(validSurvey),
  membership: membershipSchema(today).parse(validMembership),
  // An anonymous complaint carries the hash of its secret code instead of contact details.
  complaint: { ...complaintSchema(today).parse(validAnonymousComplaint), secretHash: exampleSecretHash },
  contact: contactSchema.parse(validContact),
};

const newRecord = (formId: FormId, reference: string): Data => ({
  ...formOutput[formId],
  createdAt: serverTimestamp(),
  reference,
});

const firstWritableStatus = (formId: FormId): string => {
  const [status] = writableStatuses(formId);
  if (status === undefined) throw new Error(`${formId} has no writable status`);
  return status;
};

/** A status entry exactly as the inbox writes it. */
const entryBy = (actor: Actor, formId: FormId, status = firstWritableStatus(formId)): Data => ({
  status,
  by: actor.memberId,
  byName: actor.name,
  at: serverTimestamp(),
});

const without = (data: Data, field: string): Data =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));

const historyPath = (formId: FormId, recordKey = RECORD_KEY) =>
  `${STATUS_HISTORY_NODE}/${FORM_NODES[formId]}/${recordKey}`;

const POST_KEY = 'seedPost01';
/** A published post as the server stores one (lib/posts/stored-post.ts). */
const storedPost = (slug: string): Data => {
  const content = {
    kind: 'notice',
    text: { en: { title: 'Football trials on Sunday', description: '', body: '<p>Come</p>' } },
  };
  const author = { memberId: COORDINATOR.memberId, name: COORDINATOR.name };
  return {
    slug,
    draft: content,
    live: content,
    createdAt: 1,
    createdBy: author,
    updatedAt: 1,
    updatedBy: author,
    publishedAt: 1,
  };
};
const postEntry: Data = { action: 'published', by: 'RYF001', byName: 'Priya Kumari', at: 1 };

/** The seeded data: the demo team, one record per form and one history entry per record, a post and its history. */
function seedData(): Data {
  const now = Date.now();
  const records = Object.fromEntries(
    FORM_IDS.map((formId) => [
      FORM_NODES[formId],
      { [RECORD_KEY]: { ...formOutput[formId], createdAt: now, reference: `SEED-${formId}` } },
    ]),
  );
  const history = Object.fromEntries(
    FORM_IDS.map((formId) => [
      FORM_NODES[formId],
      { [RECORD_KEY]: { [ENTRY_KEY]: { ...entryBy(COORDINATOR, formId), at: now } } },
    ]),
  );
  const { key, memberId, name, role } = SECOND_COORDINATOR;
  const sessions = Object.fromEntries(
    [...teamActors, UNKNOWN_ROLE, SECOND_COORDINATOR].map((actor) => [
      actor.key,
      { [sessionIdOf(actor)]: openSession(now) },
    ]),
  );
  return {
    teamMembers: { ...seedTeam, [key]: { memberId, name, role, whatsapp: '9000000010' } },
    teamSecrets: { [COACH_KEY]: COACH_SECRET },
    [SESSIONS_NODE]: sessions,
    teamPasskeys: { [COACH_KEY]: { [COACH_PASSKEY_ID]: COACH_PASSKEY } },
    ...records,
    [STATUS_HISTORY_NODE]: history,
    posts: { [POST_KEY]: storedPost('seed-post') },
    postHistory: { [POST_KEY]: { [ENTRY_KEY]: postEntry } },
    [ACCESS_LOG_NODE]: { [ENTRY_KEY]: ACCESS_ENTRY },
    [INCIDENTS_NODE]: { [ENTRY_KEY]: INCIDENT },
    [ATTENDANCE_NODE]: { [SESSION_KEY]: SESSION },
    [PUSH_SUBSCRIPTIONS_NODE]: { [PUSH_SUBSCRIPTION_ID]: PUSH_SUBSCRIPTION },
    [SCHEDULED_SENDS_NODE]: { 'dayBeforeReminders:2026-11-28T12:30:00': { claimedAt: 1 } },
  };
}

/** A seeded entry of the record of who looked, and a seeded incident: only the server writes either. */
const ACCESS_ENTRY = { by: 'RYF001', byName: 'Priya Kumari', action: 'export', form: 'complaint', count: 3, at: 1 };
const INCIDENT = { discoveredAt: 1, loggedAt: 2, whatHappened: 'A phone was lost', by: 'RYF001', byName: 'Priya' };

// ---------------------------------------------------------------------------------------------
// The expectation table, derived from lib/team/roles.ts

const OPERATIONS = ['read', 'create', 'update', 'overwrite', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];

/** A node of the database, with how to add to it and what to change in it. */
interface Target {
  /** The node read, and named in titles. */
  path: string;
  /** The form it belongs to; none for teamMembers and teamSecrets. */
  formId: FormId | null;
  kind: 'team' | 'secrets' | 'form' | 'history' | 'posts';
  /** Where a new child is pushed. */
  parentOfNew: string;
  /** A child that exists from the seed. */
  existing: string;
  newChild(actor: Actor): Data;
  /** A field-level change to the existing child. */
  change: Data;
  /** A whole, otherwise valid, value to put in place of the existing child. */
  replacement(actor: Actor): Data;
}

/** The seed's key of the coach's member record, the one the teamMembers cases try to change. */
const COACH_KEY = Object.keys(seedTeam).find((key) => seedTeam[key]?.memberId === COACH.memberId) ?? '-demo-coach';

/** A password record shaped as the server stores one (lib/team/password-hash.ts). */
const COACH_SECRET = {
  algorithm: 'scrypt',
  N: 32768,
  r: 8,
  p: 1,
  keyLength: 32,
  salt: Buffer.alloc(16, 1).toString('base64'),
  hash: Buffer.alloc(32, 2).toString('base64'),
};

/** A passkey shaped as the server stores one (lib/team/passkeys.ts), under its credential id. */
const COACH_PASSKEY_ID = 'Y29hY2gtcGFzc2tleQ';
const COACH_PASSKEY = {
  publicKey: Buffer.alloc(77, 5).toString('base64url'),
  counter: 0,
  transports: ['internal'],
  name: 'Coach phone',
  createdAt: 1_700_000_000_000,
};

const targets: Target[] = [
  {
    path: 'teamMembers',
    formId: null,
    kind: 'team',
    parentOfNew: 'teamMembers',
    existing: `teamMembers/${COACH_KEY}`,
    newChild: () => ({ memberId: 'RYF900', name: 'New Member', role: 'Coordinator', whatsapp: '9000000000' }),
    // The obvious attack: promote oneself.
    change: { role: 'Coordinator' },
    replacement: () => ({ ...seedTeam[COACH_KEY], role: 'Coordinator' }),
  },
  {
    // The members' password hashes: only the server reads or writes them.
    path: 'teamSecrets',
    formId: null,
    kind: 'secrets',
    parentOfNew: 'teamSecrets',
    existing: `teamSecrets/${COACH_KEY}`,
    newChild: () => COACH_SECRET,
    // Replace the coach's hash with one of a password the attacker knows.
    change: { hash: Buffer.alloc(32, 3).toString('base64') },
    replacement: () => ({ ...COACH_SECRET, salt: Buffer.alloc(16, 4).toString('base64') }),
  },
  {
    // The members' passkeys: only the server reads or writes them.
    path: 'teamPasskeys',
    formId: null,
    kind: 'secrets',
    parentOfNew: 'teamPasskeys',
    existing: `teamPasskeys/${COACH_KEY}`,
    newChild: () => ({ [COACH_PASSKEY_ID]: COACH_PASSKEY }),
    // Put in a key of the attacker's under the coach's name.
    change: { 'attacker-key': { ...COACH_PASSKEY, publicKey: Buffer.alloc(77, 6).toString('base64url') } },
    replacement: () => ({ 'attacker-key': COACH_PASSKEY }),
  },
  ...FORM_IDS.map((formId): Target => ({
    path: FORM_NODES[formId],
    formId,
    kind: 'form',
    parentOfNew: FORM_NODES[formId],
    existing: `${FORM_NODES[formId]}/${RECORD_KEY}`,
    newChild: () => newRecord(formId, 'NEW-0001'),
    change: { reference: 'CHANGED-0001' },
    replacement: () => newRecord(formId, 'REPLACED-0001'),
  })),
  // The site's posts and who did what to them: written by the server alone, after it has checked the
  // writer's role and sanitised the body, so no browser (a writer's included) can store a script.
  ...['posts', 'postHistory'].map((node): Target => ({
    path: node,
    formId: null,
    kind: 'posts',
    parentOfNew: node,
    existing: `${node}/${POST_KEY}`,
    newChild: () => (node === 'posts' ? storedPost('new-post') : { [ENTRY_KEY]: postEntry }),
    change: node === 'posts' ? { slug: 'changed' } : { [`${ENTRY_KEY}/by`]: 'RYF999' },
    replacement: () =>
      node === 'posts' ? storedPost('replaced') : { [ENTRY_KEY]: { ...postEntry, action: 'deleted' } },
  })),
  ...FORM_IDS.map((formId): Target => ({
    path: `${STATUS_HISTORY_NODE}/${FORM_NODES[formId]}`,
    formId,
    kind: 'history',
    parentOfNew: historyPath(formId),
    existing: `${historyPath(formId)}/${ENTRY_KEY}`,
    newChild: (actor) => entryBy(actor, formId),
    change: { note: 'Changed afterwards' },
    replacement: (actor) => entryBy(actor, formId),
  })),
];

/** The inboxes a role may open; none for a visitor or a role roles.ts does not know. */
const inboxesOf = (actor: Actor): readonly FormId[] =>
  actor.role !== null && isKnownRole(actor.role) ? INBOXES_BY_ROLE[actor.role] : [];

/**
 * What roles.ts allows: the team list is the server's alone; the posts are read by the roles that
 * write them and written by the server alone; a form's records and their history
 * are read by the roles whose inbox shows that form; only the server adds a form's record; only
 * the roles that may change a form's status add to its history; nothing, once written, is changed or removed.
 */
function isAllowed(actor: Actor, target: Target, operation: Operation): boolean {
  // Writers read the posts (their drafts too); every change goes through the server.
  if (target.kind === 'posts') return operation === 'read' && actor.role !== null && canWritePosts(actor.role);
  if (target.formId === null) return false;
  if (operation === 'read') return inboxesOf(actor).includes(target.formId);
  // Forms are saved by the server alone (app/api/forms/[form]); no browser, signed in or not, adds one.
  if (operation === 'create') return target.kind === 'history' && canChangeStatus(actor.role ?? '', target.formId);
  return false;
}

const phrase: Record<Operation, (path: string) => string> = {
  read: (path) => `read ${path}`,
  create: (path) => `add a new child to ${path}`,
  update: (path) => `change a field of an existing child of ${path}`,
  overwrite: (path) => `overwrite an existing child of ${path}`,
  delete: (path) => `delete an existing child of ${path}`,
};

// ---------------------------------------------------------------------------------------------
// The databases and the clients

let database: LocalDatabase;
let secured: LocalDatabase | undefined;
const sockets: WebSocket[] = [];
let seedPath: string;
let dir: string;
const apps: FirebaseApp[] = [];
let appCount = 0;
const clients = new Map<Actor, Database>();

beforeAll(async () => {
  // The client logs a warning for every refused operation; the refusals are what is tested.
  setLogLevel('silent');
  dir = mkdtempSync(join(tmpdir(), 'rohtas-team-rules-'));
  seedPath = join(dir, 'seed.json');
  writeFileSync(seedPath, JSON.stringify(seedData()));
  database = await startLocalDatabase({
    port: await freePort(),
    file: null,
    seed: seedPath,
    rules: rulesFile,
    quiet: true,
  });
});

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const app of apps.splice(0)) await deleteApp(app);
  await database?.close();
  await secured?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One client per actor for the whole suite, each its own app, signed in with the actor's claims or signed out. */
function clientOf(actor: Actor): Database {
  const existing = clients.get(actor);
  if (existing) return existing;
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:000000000000:web:demo' },
    `team-rules-${appCount++}`,
  );
  apps.push(app);
  const db = getDatabase(app, `http://127.0.0.1:${database.port}?ns=${PROJECT_ID}`);
  connectDatabaseEmulator(
    db,
    '127.0.0.1',
    database.port,
    actor.role === null ? {} : { mockUserToken: claimsOf(actor) },
  );
  clients.set(actor, db);
  return db;
}

/** What is stored at a path, read over REST with the server's credential (past the rules). */
async function stored(path: string, port = database.port): Promise<unknown> {
  const response = await fetch(adminRestUrl(port, path), {
    signal: AbortSignal.timeout(OPERATION_TIMEOUT_MS),
  });
  expect(response.status).toBe(200);
  return response.json();
}

interface Attempt {
  result: Outcome;
  /** The path read or written. */
  path: string;
  /** What a read returned. */
  value?: unknown;
}

/** Tries one operation as the actor. */
async function attempt(actor: Actor, target: Target, operation: Operation): Promise<Attempt> {
  const db = clientOf(actor);
  const label = `${actor.label}: ${phrase[operation](target.path)}`;
  switch (operation) {
    case 'read': {
      let value: unknown;
      const result = await outcome(
        get(ref(db, target.path)).then((snapshot) => (value = snapshot.val())),
        label,
      );
      return { path: target.path, result, value };
    }
    case 'create': {
      const child = push(ref(db, target.parentOfNew));
      return {
        path: `${target.parentOfNew}/${child.key}`,
        result: await outcome(set(child, target.newChild(actor)), label),
      };
    }
    case 'update':
      return { path: target.existing, result: await outcome(update(ref(db, target.existing), target.change), label) };
    case 'overwrite':
      return {
        path: target.existing,
        result: await outcome(set(ref(db, target.existing), target.replacement(actor)), label),
      };
    case 'delete':
      return { path: target.existing, result: await outcome(remove(ref(db, target.existing)), label) };
  }
}

// ---------------------------------------------------------------------------------------------
// The table

const table = actors.flatMap((actor) =>
  targets.flatMap((target) =>
    OPERATIONS.map((operation) => {
      const allowed = isAllowed(actor, target, operation);
      return {
        title: `${actor.label} ${allowed ? 'can' : 'cannot'} ${phrase[operation](target.path)}`,
        actor,
        target,
        operation,
        allowed,
      };
    }),
  ),
);

describe('access by role, as lib/team/roles.ts defines it', () => {
  it.each(table)('$title', async ({ actor, target, operation, allowed }) => {
    const path = operation === 'create' ? null : operation === 'read' ? target.path : target.existing;
    const before = path === null ? null : await stored(path);
    const { path: written, result, value } = await attempt(actor, target, operation);
    expect(result).toBe(allowed ? 'allowed' : 'denied');
    if (operation === 'read') {
      // An allowed read sees what is stored, not the client's own idea of it.
      if (allowed) expect(value).toEqual(before);
      return;
    }
    // A refusal must leave the data as it was; an allowed write must have landed.
    const after = await stored(written);
    if (allowed) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Cases worth naming on their own

/** Pushes a status entry under a record's history as the actor. */
async function addEntry(actor: Actor, entry: Data, recordKey = RECORD_KEY, formId: FormId = 'complaint') {
  const child = push(ref(clientOf(actor), historyPath(formId, recordKey)));
  const path = `${historyPath(formId, recordKey)}/${child.key}`;
  return { path, result: await outcome(set(child, entry), `${actor.label}: add ${JSON.stringify(entry)} at ${path}`) };
}

describe('who sees what', () => {
  // Their WhatsApp numbers are their passwords: only the server reads the team list.
  it('a visitor cannot read teamMembers', async () => {
    expect(await outcome(get(ref(clientOf(VISITOR), 'teamMembers')), 'read teamMembers')).toBe('denied');
  });

  // Registrants' names and numbers, children's among them: only the server reads and writes a roster.
  it('no browser reads or writes an event roster, not even the Coordinator', async () => {
    for (const actor of [VISITOR, COORDINATOR]) {
      const roster = ref(clientOf(actor), 'eventRegistrations/a-camp');
      expect(await outcome(get(roster), `${actor.label}: read a roster`)).toBe('denied');
      expect(await outcome(set(roster, { nextSeq: 1 }), `${actor.label}: write a roster`)).toBe('denied');
    }
  });

  // A safeguarding complaint can be about a coach.
  it('a RUFC Coach cannot read rufcComplaints, one complaint or their status history', async () => {
    const db = clientOf(COACH);
    const complaints = FORM_NODES.complaint;
    expect(await outcome(get(ref(db, complaints)), 'read complaints')).toBe('denied');
    expect(await outcome(get(ref(db, `${complaints}/${RECORD_KEY}`)), 'read a complaint')).toBe('denied');
    expect(await outcome(get(ref(db, historyPath('complaint'))), 'read its history')).toBe('denied');
  });
});

describe('status history', () => {
  it('a Volunteer cannot add a status to a complaint', async () => {
    const { path, result } = await addEntry(VOLUNTEER, entryBy(VOLUNTEER, 'complaint'));
    expect(result).toBe('denied');
    expect(await stored(path)).toBeNull();
  });

  it('a Coordinator can add a status to a complaint, then can neither change nor delete it', async () => {
    const entry = { ...entryBy(COORDINATOR, 'complaint', 'investigating'), note: 'Spoke to both sides.' };
    const { path, result } = await addEntry(COORDINATOR, entry);
    expect(result).toBe('allowed');
    const saved = (await stored(path)) as Data;
    expect(saved).toMatchObject({ status: 'investigating', by: COORDINATOR.memberId, byName: COORDINATOR.name });
    expect(saved.at).toBeTypeOf('number');

    const db = clientOf(COORDINATOR);
    const tries: [string, Promise<unknown>][] = [
      ['change its status', update(ref(db, path), { status: 'closed' })],
      ['rewrite its note', set(ref(db, `${path}/note`), 'Nothing happened.')],
      ['remove its note', remove(ref(db, `${path}/note`))],
      ['overwrite it', set(ref(db, path), entryBy(COORDINATOR, 'complaint', 'closed'))],
      ['delete it', remove(ref(db, path))],
      // One level up there is no write rule at all, so a set there cannot sweep entries away either.
      ['replace the whole history of the record', set(ref(db, historyPath('complaint')), { fresh: entry })],
    ];
    for (const [label, operation] of tries) expect(await outcome(operation, label), label).toBe('denied');
    expect(await stored(path)).toEqual(saved);
  });

  it('refuses an entry whose "by" is not the signed-in member', async () => {
    const { path, result } = await addEntry(COORDINATOR, { ...entryBy(COORDINATOR, 'complaint'), by: COACH.memberId });
    expect(result).toBe('denied');
    expect(await stored(path)).toBeNull();
  });

  const valid = entryBy(COORDINATOR, 'complaint');
  const refused: [string, Data][] = [
    ['an unknown status', { ...valid, status: 'deleted' }],
    ['an extra field', { ...valid, priority: 'high' }],
    ['a note that is too long', { ...valid, note: 'n'.repeat(NOTE_MAX_LENGTH + 1) }],
    ['no byName', without(valid, 'byName')],
    ['a byName other than the signed-in member', { ...valid, byName: 'Someone Else' }],
    // "at" must be the server's clock, not whatever the browser says.
    ['a time from two minutes ago', { ...valid, at: Date.now() - 120_000 }],
  ];
  it.each(refused)('refuses a complaint status entry with %s', async (_, entry) => {
    const { path, result } = await addEntry(COORDINATOR, entry);
    expect(result).toBe('denied');
    expect(await stored(path)).toBeNull();
  });

  // The other side of the note refusal: so it is the length that is refused, not the note.
  it('accepts a note of the longest length allowed', async () => {
    const entry = { ...valid, note: 'n'.repeat(NOTE_MAX_LENGTH) };
    expect((await addEntry(COORDINATOR, entry)).result).toBe('allowed');
  });

  it('refuses an entry for a record that does not exist', async () => {
    const { path, result } = await addEntry(COORDINATOR, entryBy(COORDINATOR, 'complaint'), '-no-such-record');
    expect(result).toBe('denied');
    expect(await stored(path)).toBeNull();
  });

  it('keeps both entries when two coordinators add a status to the same complaint at once', async () => {
    const other = SECOND_COORDINATOR;
    const [first, second] = await Promise.all([
      addEntry(COORDINATOR, entryBy(COORDINATOR, 'complaint', 'acknowledged')),
      addEntry(other, entryBy(other, 'complaint', 'investigating')),
    ]);
    expect([first.result, second.result]).toEqual(['allowed', 'allowed']);
    const history = (await stored(historyPath('complaint'))) as Record<string, Data>;
    expect(history[first.path.split('/').pop() ?? '']).toMatchObject({
      by: COORDINATOR.memberId,
      status: 'acknowledged',
    });
    expect(history[second.path.split('/').pop() ?? '']).toMatchObject({ by: other.memberId, status: 'investigating' });
    expect(history[ENTRY_KEY]).toBeDefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Tokens that no longer match the team
//
// A token keeps the role it was minted with for up to an hour. Every rule that grants something
// to a role also requires that role to be the one stored for the token's member
// (teamMembers/<key from auth.uid>/role), so removing a member or changing their role takes
// their rights away at the next read or write, whatever their token says.

/**
 * Changes the stored team as the server does: through the admin SDK's privileged connection
 * (firebase-server's rules see what is written there; its REST side writes past them).
 */
let adminWire: Awaited<ReturnType<typeof openWire>> | undefined;
async function putMember(key: string, value: Data | null): Promise<void> {
  await putAsServer(`teamMembers/${key}`, value);
}

/** Writes a node as the server does (see putMember). */
async function putAsServer(path: string, value: unknown): Promise<void> {
  if (!adminWire) {
    adminWire = await openWire(database.port);
    expect((await adminWire('auth', { cred: 'owner' })).s).toBe('ok');
  }
  expect((await adminWire('p', { p: `/${path}`, d: value })).s).toBe('ok');
}

/** What the actor can read of each form's records and history: 'allowed' or 'denied' per node. */
async function readsOf(actor: Actor, db = clientOf(actor)): Promise<Record<string, Outcome>> {
  const paths = FORM_IDS.flatMap((formId) => [FORM_NODES[formId], historyPath(formId)]);
  const results = await Promise.all(paths.map((path) => outcome(get(ref(db, path)), `${actor.label}: read ${path}`)));
  return Object.fromEntries(paths.map((path, i) => [path, results[i] ?? 'denied']));
}

const everyRead = (result: Outcome) =>
  Object.fromEntries(FORM_IDS.flatMap((formId) => [FORM_NODES[formId], historyPath(formId)]).map((p) => [p, result]));

describe('tokens whose claims no longer match the stored member', () => {
  it('every rule that grants a role also checks the role stored for the token’s member', () => {
    const rules = readFileSync(rulesFile, 'utf8');
    const grants = rules.match(/"[^"\n]*auth\.token\.role === '[^"\n]*"/g) ?? [];
    expect(grants.length).toBeGreaterThan(0);
    const check =
      "root.child('teamMembers').child(auth.uid.replace('team-', '')).child('role').val() === auth.token.role";
    for (const grant of grants) expect(grant).toContain(check);
  });

  it('a token claiming Coordinator for a member stored as RUFC Coach reads nothing', async () => {
    const promoted: Actor = { ...COACH, label: 'coach with a Coordinator claim', role: 'Coordinator' };
    expect(await readsOf(promoted)).toEqual(everyRead('denied'));
    expect((await addEntry(promoted, entryBy(promoted, 'complaint'))).result).toBe('denied');
  });

  it('a token of a member who is not (or no longer) in teamMembers reads nothing', async () => {
    const removed: Actor = { ...COORDINATOR, label: 'removed Coordinator', key: '-removed-member' };
    expect(await readsOf(removed)).toEqual(everyRead('denied'));
    expect((await addEntry(removed, entryBy(removed, 'complaint'))).result).toBe('denied');
  });

  it('the same open session loses its reads once the member is moved to another role, then removed', async () => {
    const key = '-moving-member';
    const member: Actor = { label: 'member about to move', role: 'Coordinator', memberId: 'RYF020', name: 'Ravi', key };
    await putAsServer(sessionPath(key, sessionIdOf(member)), openSession());
    await putMember(key, { memberId: member.memberId, name: member.name, role: 'Coordinator', whatsapp: '9000000020' });
    expect(await readsOf(member)).toEqual(everyRead('allowed'));

    // Moved to Volunteer: the token still says Coordinator, so nothing at all is granted.
    await putMember(key, { memberId: member.memberId, name: member.name, role: 'Volunteer', whatsapp: '9000000020' });
    expect(await readsOf(member)).toEqual(everyRead('denied'));

    // The attacker's case: the member is removed from the team; their token reads nothing.
    await putMember(key, { memberId: member.memberId, name: member.name, role: 'Coordinator', whatsapp: '9000000020' });
    expect(await readsOf(member)).toEqual(everyRead('allowed'));
    await putMember(key, null);
    expect(await readsOf(member)).toEqual(everyRead('denied'));
    expect((await addEntry(member, entryBy(member, 'complaint'))).result).toBe('denied');
  });
});

/** A client of its own for a token with these claims (the shared clients keep their session's). */
function clientWithClaims(claims: Record<string, unknown>): Database {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:000000000000:web:demo' },
    `team-rules-${appCount++}`,
  );
  apps.push(app);
  const db = getDatabase(app, `http://127.0.0.1:${database.port}?ns=${PROJECT_ID}`);
  connectDatabaseEmulator(db, '127.0.0.1', database.port, { mockUserToken: { sub: 'x', ...claims } });
  return db;
}

describe('sessions: a token opens nothing once its session has ended', () => {
  const member: Actor = {
    label: 'Coordinator whose session ends',
    role: 'Coordinator',
    memberId: 'RYF030',
    name: 'Sita Devi',
    key: '-session-member',
  };
  beforeAll(async () => {
    await putMember(member.key, {
      memberId: member.memberId,
      name: member.name,
      role: 'Coordinator',
      whatsapp: '9000000030',
    });
  });

  it('every rule that grants a role also asks for the token’s session to be open', () => {
    const rules = readFileSync(rulesFile, 'utf8');
    const grants = rules.match(/"[^"\n]*auth\.token\.role === '[^"\n]*"/g) ?? [];
    expect(grants.length).toBeGreaterThan(0);
    const check =
      "root.child('teamSessions').child(auth.uid.replace('team-', '')).child(auth.token.sid).child('expiresAt').val() > now";
    for (const grant of grants) expect(grant).toContain(check);
  });

  it('reads while the session is open, and nothing once it is ended (logout, reset) or past its expiry', async () => {
    const sid = 'session-open-then-end';
    await putAsServer(sessionPath(member.key, sid), openSession());
    expect(await readsOf(member, clientWithClaims(claimsOf(member, sid)))).toEqual(everyRead('allowed'));

    await putAsServer(sessionPath(member.key, sid), null);
    expect(await readsOf(member, clientWithClaims(claimsOf(member, sid)))).toEqual(everyRead('denied'));

    const idle = Date.now() - 1000;
    await putAsServer(sessionPath(member.key, sid), {
      startedAt: idle - 60_000,
      lastActiveAt: idle - 60_000,
      expiresAt: idle,
    });
    expect(await readsOf(member, clientWithClaims(claimsOf(member, sid)))).toEqual(everyRead('denied'));
  });

  it('a token without a session (issued before sessions, or forged without one) reads nothing', async () => {
    expect(await readsOf(member, clientWithClaims(claimsOf(member, null)))).toEqual(everyRead('denied'));
  });

  it('another member’s open session opens nothing for this member’s token', async () => {
    expect(await readsOf(member, clientWithClaims(claimsOf(member, sessionIdOf(COORDINATOR))))).toEqual(
      everyRead('denied'),
    );
  });

  it('no browser token reads or writes the sessions or the invitations, whatever its role', async () => {
    for (const actor of [VISITOR, ...teamActors, UNKNOWN_ROLE]) {
      const db = clientOf(actor);
      for (const node of [SESSIONS_NODE, 'teamInvitations']) {
        expect(await outcome(get(ref(db, node)), `${actor.label}: read ${node}`)).toBe('denied');
        expect(await outcome(get(ref(db, `${node}/${actor.key || COACH_KEY}`)), `${actor.label}: own ${node}`)).toBe(
          'denied',
        );
        expect(await outcome(set(ref(db, `${node}/${actor.key || 'x'}/forged`), openSession()), 'write')).toBe(
          'denied',
        );
      }
    }
  });
});

describe('teamSecrets', () => {
  it('no browser token reads or writes a member’s password hash, whatever its role', async () => {
    for (const actor of [VISITOR, ...teamActors, UNKNOWN_ROLE]) {
      const db = clientOf(actor);
      expect(await outcome(get(ref(db, 'teamSecrets')), `${actor.label}: read teamSecrets`)).toBe('denied');
      expect(await outcome(get(ref(db, `teamSecrets/${actor.key || COACH_KEY}`)), `${actor.label}: own`)).toBe(
        'denied',
      );
      expect(await outcome(set(ref(db, `teamSecrets/${actor.key || 'x'}`), COACH_SECRET), 'write')).toBe('denied');
      expect(await outcome(remove(ref(db, `teamSecrets/${COACH_KEY}`)), 'delete')).toBe('denied');
    }
    expect(await stored(`teamSecrets/${COACH_KEY}`)).toEqual(COACH_SECRET);
  });
});

describe('teamPasskeys', () => {
  it('no browser token reads or writes a passkey, not even its own member’s', async () => {
    const own = `teamPasskeys/${COACH_KEY}`;
    for (const actor of [VISITOR, ...teamActors, UNKNOWN_ROLE]) {
      const db = clientOf(actor);
      expect(await outcome(get(ref(db, 'teamPasskeys')), `${actor.label}: read teamPasskeys`)).toBe('denied');
      expect(await outcome(get(ref(db, `teamPasskeys/${actor.key || COACH_KEY}`)), `${actor.label}: own`)).toBe(
        'denied',
      );
      expect(await outcome(set(ref(db, `teamPasskeys/${actor.key || 'x'}/attacker-key`), COACH_PASSKEY), 'write')).toBe(
        'denied',
      );
      expect(await outcome(remove(ref(db, `${own}/${COACH_PASSKEY_ID}`)), 'delete')).toBe('denied');
    }
    expect(await stored(own)).toEqual({ [COACH_PASSKEY_ID]: COACH_PASSKEY });
  });
});

describe('alert subscriptions and scheduled sends', () => {
  it('no browser token reads, adds, changes or deletes a device token or a claim, whatever its role', async () => {
    const own = `${PUSH_SUBSCRIPTIONS_NODE}/${PUSH_SUBSCRIPTION_ID}`;
    for (const actor of [VISITOR, ...teamActors, UNKNOWN_ROLE]) {
      const db = clientOf(actor);
      for (const node of [PUSH_SUBSCRIPTIONS_NODE, SCHEDULED_SENDS_NODE, own]) {
        expect(await outcome(get(ref(db, node)), `${actor.label}: read ${node}`)).toBe('denied');
      }
      expect(await outcome(set(ref(db, `${PUSH_SUBSCRIPTIONS_NODE}/new`), PUSH_SUBSCRIPTION), 'add')).toBe('denied');
      expect(await outcome(update(ref(db, own), { locale: 'hi' }), 'change')).toBe('denied');
      expect(await outcome(remove(ref(db, own)), 'delete')).toBe('denied');
      expect(await outcome(set(ref(db, `${SCHEDULED_SENDS_NODE}/x`), { claimedAt: 2 }), 'claim')).toBe('denied');
    }
    expect(await stored(own)).toEqual(PUSH_SUBSCRIPTION);
  });
});

describe('the record of who looked and the incidents', () => {
  it('no browser token reads, adds to, changes or deletes either, not even a signed-in Coordinator', async () => {
    for (const actor of [VISITOR, ...teamActors, UNKNOWN_ROLE]) {
      const db = clientOf(actor);
      for (const node of [ACCESS_LOG_NODE, INCIDENTS_NODE]) {
        const label = `${actor.label}: ${node}`;
        expect(await outcome(get(ref(db, node)), `${label} read`)).toBe('denied');
        expect(await outcome(get(ref(db, `${node}/${ENTRY_KEY}`)), `${label} read one`)).toBe('denied');
        const added = set(ref(db, `${node}/-forged-entry`), { ...ACCESS_ENTRY, at: serverTimestamp() });
        expect(await outcome(added, `${label} add`)).toBe('denied');
        expect(await outcome(update(ref(db, `${node}/${ENTRY_KEY}`), { by: 'RYF002' }), `${label} change`)).toBe(
          'denied',
        );
        expect(await outcome(remove(ref(db, `${node}/${ENTRY_KEY}`)), `${label} delete`)).toBe('denied');
      }
    }
    expect(await stored(`${ACCESS_LOG_NODE}/${ENTRY_KEY}`)).toEqual(ACCESS_ENTRY);
    expect(await stored(`${INCIDENTS_NODE}/${ENTRY_KEY}`)).toEqual(INCIDENT);
  });
});

describe('training attendance', () => {
  it('no browser token reads or writes a register, not even the coach who takes it: the server does, after its own checks', async () => {
    for (const actor of [VISITOR, ...teamActors, UNKNOWN_ROLE]) {
      const db = clientOf(actor);
      const label = `${actor.label}: ${ATTENDANCE_NODE}`;
      expect(await outcome(get(ref(db, ATTENDANCE_NODE)), `${label} read`)).toBe('denied');
      expect(await outcome(get(ref(db, `${ATTENDANCE_NODE}/${SESSION_KEY}`)), `${label} read one`)).toBe('denied');
      const marked = set(ref(db, `${ATTENDANCE_NODE}/${SESSION_KEY}/marks/-k/present`), false);
      expect(await outcome(marked, `${label} mark`)).toBe('denied');
      expect(await outcome(remove(ref(db, `${ATTENDANCE_NODE}/${SESSION_KEY}`)), `${label} delete`)).toBe('denied');
    }
    expect(await stored(`${ATTENDANCE_NODE}/${SESSION_KEY}`)).toEqual(SESSION);
  });
});

// Each form accepts exactly the statuses roles.ts lets it write: not its starting status, not
// another form's, not a made-up one.
const EVERY_STATUS = [...new Set([...Object.values(STATUS_FLOW).flat(), 'deleted'])];
const statusCases = FORM_IDS.flatMap((formId) =>
  EVERY_STATUS.map((status) => {
    const allowed = writableStatuses(formId).includes(status);
    return {
      title: `${FORM_NODES[formId]} ${allowed ? 'accepts' : 'refuses'} the status "${status}"`,
      formId,
      status,
      allowed,
    };
  }),
);

/** A member whose role may change the form's statuses, so that only the status decides. */
const changerOf = (formId: FormId): Actor => {
  const actor = teamActors.find(({ role }) => canChangeStatus(role ?? '', formId));
  if (!actor) throw new Error(`no role may change the status of ${formId}`);
  return actor;
};

describe('statuses, as lib/team/roles.ts lists them', () => {
  it.each(statusCases)('$title', async ({ formId, status, allowed }) => {
    const actor = changerOf(formId);
    const { path, result } = await addEntry(actor, entryBy(actor, formId, status), RECORD_KEY, formId);
    expect(result).toBe(allowed ? 'allowed' : 'denied');
    expect(await stored(path)).toEqual(allowed ? expect.objectContaining({ status }) : null);
  });
});

// ---------------------------------------------------------------------------------------------
// Forged claims
//
// Everything above trusts the role in the token, because the local database (with no secret)
// decodes tokens without checking their signature. What that cannot prove is that a visitor is
// unable to *make* a token claiming role 'Coordinator': in production that proof is Google's
// database engine, which accepts only ID tokens signed by Firebase Auth (issued when the browser
// signs in with the custom token our server mints after checking the member's password). A token
// anyone can write (alg 'none', no signature) is refused there.
//
// The local stand-in can show the same behaviour in miniature: given a signing secret,
// firebase-server checks an HS256 signature against it. Its check is not Google's (a shared
// secret instead of Google's public keys), so this shows the shape of the protection, not that
// production has it.

const SIGNING_SECRET = 'local-signing-secret';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A token carrying the actor's claims, unsigned (alg 'none') or signed with HS256 and a key. */
function tokenFor(actor: Actor, key: string | null): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: key === null ? 'none' : 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: PROJECT_ID,
      iat: now,
      exp: now + 3600,
      ...claimsOf(actor),
    }),
  );
  const signature = key === null ? '' : createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

interface Answer {
  /** 'ok', 'permission_denied', 'invalid_token', ... */
  s: string;
  d: unknown;
}

/**
 * A bare connection speaking the database's websocket protocol. The SDK is not used here: when its
 * token is refused it drops the connection and retries, so a read through it never gets an answer
 * at all. On the wire the refusal itself can be seen.
 */
async function openWire(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${PROJECT_ID}`);
  sockets.push(socket);
  const waiting = new Map<number, (answer: Answer) => void>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    // firebase-server sends each message's frame count first; the answers here fit in one frame.
    if (/^\d+$/.test(text)) return;
    const message = JSON.parse(text) as { t: string; d: { r?: number; b?: Answer } };
    if (message.t === 'd' && message.d.r !== undefined && message.d.b) waiting.get(message.d.r)?.(message.d.b);
  });
  await withTimeout(once(socket, 'open'), 'connect to the secured database');
  let requestId = 0;
  return (action: string, body: Data): Promise<Answer> => {
    const r = ++requestId;
    const answer = new Promise<Answer>((resolveAnswer) => waiting.set(r, resolveAnswer));
    socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    return withTimeout(answer, `${action} ${JSON.stringify(body).slice(0, 40)}`);
  };
}

describe('forged claims, where tokens must be signed', () => {
  beforeAll(async () => {
    secured = await startLocalDatabase({
      port: await freePort(),
      file: null,
      seed: seedPath,
      rules: rulesFile,
      quiet: true,
    });
    (secured.server as { setAuthSecret(secret: string): void }).setAuthSecret(SIGNING_SECRET);
  });

  /** Signs in with the token, then reads the complaints; returns both answers. */
  async function signInAndReadComplaints(token: string) {
    const request = await openWire(secured?.port ?? 0);
    const signIn = await request('auth', { cred: token });
    const read = await request('g', { p: `/${FORM_NODES.complaint}`, q: {} });
    return { signIn: signIn.s, read: read.s, complaints: read.d };
  }

  it('refuses an unsigned token claiming Coordinator: the sign-in fails and rufcComplaints stays unreadable', async () => {
    const { signIn, read } = await signInAndReadComplaints(tokenFor(COORDINATOR, null));
    expect(signIn).toBe('invalid_token');
    expect(read).toBe('permission_denied');
  });

  it('refuses the same claims signed with a guessed key', async () => {
    const { signIn, read } = await signInAndReadComplaints(tokenFor(COORDINATOR, 'guessed-secret'));
    expect(signIn).toBe('invalid_token');
    expect(read).toBe('permission_denied');
  });

  // So the refusals above are about the signature, not the claims or the connection.
  it('accepts the same claims signed with the secret', async () => {
    const { signIn, read, complaints } = await signInAndReadComplaints(tokenFor(COORDINATOR, SIGNING_SECRET));
    expect(signIn).toBe('ok');
    expect(read).toBe('ok');
    // With a secret set, the secret is the server's credential, over REST as over the realtime protocol.
    const asServer = await fetch(
      `http://127.0.0.1:${secured?.port}/${FORM_NODES.complaint}.json?auth=${SIGNING_SECRET}`,
    );
    expect(complaints).toEqual(await asServer.json());
  });
});

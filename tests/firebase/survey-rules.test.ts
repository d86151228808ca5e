// @vitest-environment node
// database.survey.rules.json: the rules of the survey's own Firebase project (when the survey is
// kept apart, NEXT_PUBLIC_SURVEY_FIREBASE_*). Only the server uses that database: it saves each
// answer (lib/forms/submission-store.ts) and counts them for the team (lib/survey-insights), with
// its own credential. So the rules let no browser read or write anything, signed in or not, and
// name the one index the server's count by date needs. Exercised in the embedded database with the
// site's realtime client and over REST, both held to the rules.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, set, type Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_NODES } from '@/lib/forms/options';
import { REFERENCES_NODE, SUBMISSION_KEYS_NODE } from '@/lib/forms/submission-service';
import { ROLES } from '@/lib/team/roles';
import { startLocalDatabase, type LocalDatabase } from '../../scripts/local-database.mjs';
import { validSurvey } from '../forms/examples';
import { adminRestUrl } from '../support/database-rest';
import { freePort } from '../support/free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rulesFile = resolve(root, 'database.survey.rules.json');
const PROJECT_ID = 'demo-rohtas-survey';
const SURVEY = FORM_NODES.survey;

/** Every node the server writes in the survey's database. */
const SERVER_NODES = [SURVEY, `${SUBMISSION_KEYS_NODE}/survey`, REFERENCES_NODE];
const record = { ...validSurvey, createdAt: 1_794_052_800_000, reference: 'SURVEY01' };

let database: LocalDatabase;
const apps: FirebaseApp[] = [];

/** A browser's client: signed out, or signed in with a team member's claims. */
function browser(role: string | null): Database {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `survey-rules-${apps.length}`);
  apps.push(app);
  const db = getDatabase(app, `http://127.0.0.1:${database.port}?ns=${PROJECT_ID}`);
  const claims = { sub: 'team--demo-coordinator', user_id: 'team--demo-coordinator', role };
  connectDatabaseEmulator(db, '127.0.0.1', database.port, role === null ? {} : { mockUserToken: claims });
  return db;
}

async function outcome(operation: Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await Promise.race([
      operation,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 3 s')), 3000)),
    ]);
    return 'allowed';
  } catch (error) {
    if (/permission[_ ]denied/i.test(String(error))) return 'denied';
    throw error;
  }
}

beforeAll(async () => {
  setLogLevel('silent');
  database = await startLocalDatabase({ port: await freePort(), file: null, rules: rulesFile, quiet: true });
  // Written as the server writes, with its credential.
  const saved = await fetch(adminRestUrl(database.port, `${SURVEY}/-seed`), {
    method: 'PUT',
    body: JSON.stringify(record),
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  for (const app of apps.splice(0)) await deleteApp(app);
  await database?.close();
});

describe('the survey project’s rules', () => {
  it('are closed by default and name only the survey’s index by date', () => {
    const rules = JSON.parse(readFileSync(rulesFile, 'utf8')) as { rules: Record<string, unknown> };
    expect(rules.rules).toEqual({ '.read': false, '.write': false, [SURVEY]: { '.indexOn': ['createdAt'] } });
  });

  it.each([null, ...ROLES])('let a browser (%s) read and write nothing', async (role) => {
    const db = browser(role);
    for (const path of ['', ...SERVER_NODES]) {
      expect(await outcome(get(path ? ref(db, path) : ref(db))), `read /${path}`).toBe('denied');
    }
    for (const path of SERVER_NODES) {
      expect(await outcome(set(ref(db, `${path}/-browser`), record)), `write /${path}`).toBe('denied');
    }
    expect(await outcome(set(ref(db, `${SURVEY}/-seed/reference`), 'CHANGED')), 'change an answer').toBe('denied');
  });

  it('let no REST request in without the server’s credential', async () => {
    for (const path of ['', ...SERVER_NODES]) {
      expect((await fetch(`http://127.0.0.1:${database.port}/${path}.json`)).status, `read /${path}`).toBe(401);
      const put = await fetch(`http://127.0.0.1:${database.port}/${path}/-rest.json`, {
        method: 'PUT',
        body: JSON.stringify(record),
      });
      expect(put.status, `write /${path}`).toBe(401);
    }
  });

  it('let the server save an answer, claim its keys and read the answers back', async () => {
    for (const path of SERVER_NODES) {
      const written = await fetch(adminRestUrl(database.port, `${path}/-server`), {
        method: 'PUT',
        body: JSON.stringify(path === SURVEY ? record : { form: 'survey', recordKey: '-server' }),
      });
      expect(written.status, path).toBe(200);
    }
    const answers = (await (await fetch(adminRestUrl(database.port, SURVEY))).json()) as Record<string, unknown>;
    expect(answers).toMatchObject({ '-seed': record, '-server': record });
  });
});

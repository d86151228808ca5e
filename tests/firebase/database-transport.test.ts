import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firebaseSettingsFrom, surveySettingsFrom, type FirebaseSettings } from '@/lib/firebase/config';

const sdk = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: (_config: unknown, name = '[DEFAULT]') => ({ name }),
}));

vi.mock('firebase/database', () => ({
  forceWebSockets: () => sdk.calls.push('forceWebSockets'),
  getDatabase: (app: { name: string }) => {
    sdk.calls.push(`getDatabase ${app.name}`);
    return { app: app.name };
  },
  connectDatabaseEmulator: (_db: unknown, host: string, port: number) =>
    sdk.calls.push(`connectDatabaseEmulator ${host}:${port}`),
}));

const localDatabase = firebaseSettingsFrom({ NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
const realProject = firebaseSettingsFrom({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-real-key',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://rohtas-real-default-rtdb.firebaseio.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rohtas-real',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:abcdef',
});
const surveyProject = surveySettingsFrom(
  {
    NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY: 'AIza-survey-key',
    NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL: 'https://rohtas-survey-default-rtdb.firebaseio.com',
    NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID: 'rohtas-survey',
    NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID: '1:210987654321:web:fedcba',
  },
  realProject,
);

/** lib/firebase/app as built with these settings (it keeps its databases, so a fresh copy each time). */
async function appWith(main: FirebaseSettings | null, survey: FirebaseSettings | null) {
  vi.resetModules();
  vi.doMock('@/lib/firebase/config', () => ({ firebaseSettings: main, surveySettings: survey }));
  return import('@/lib/firebase/app');
}

beforeEach(() => {
  sdk.calls.length = 0;
});

afterEach(() => {
  vi.doUnmock('@/lib/firebase/config');
});

describe('the database transport', () => {
  it('is WebSockets only with the local database, forced before the database is first made', async () => {
    const { getRealtimeDatabase, getSurveyDatabase } = await appWith(localDatabase, null);
    await getRealtimeDatabase();
    await getSurveyDatabase();
    expect(sdk.calls).toEqual(['forceWebSockets', 'getDatabase [DEFAULT]', 'connectDatabaseEmulator 127.0.0.1:9000']);
  });

  it('is forced for the survey too when it is the first database a page opens', async () => {
    const { getSurveyDatabase } = await appWith(localDatabase, null);
    await getSurveyDatabase();
    expect(sdk.calls.indexOf('forceWebSockets')).toBe(0);
    expect(sdk.calls).toContain('getDatabase [DEFAULT]');
  });

  it("is the SDK's own choice with a real project, the survey's own project included", async () => {
    expect(surveyProject).not.toBeNull();
    const { getRealtimeDatabase, getSurveyDatabase } = await appWith(realProject, surveyProject);
    await getRealtimeDatabase();
    await getSurveyDatabase();
    expect(sdk.calls).toEqual(['getDatabase [DEFAULT]', 'getDatabase survey']);
  });
});

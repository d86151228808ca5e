// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adminSettingsFrom, LOCAL_AUTH_EMULATOR_HOST, surveyAdminSettingsFrom } from '@/lib/firebase/admin-settings';
import { firebaseSettingsFrom } from '@/lib/firebase/config';

const local = firebaseSettingsFrom({ NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
const real = firebaseSettingsFrom({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'k',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://rohtas-default-rtdb.asia-southeast1.firebasedatabase.app',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rohtas',
  NEXT_PUBLIC_FIREBASE_APP_ID: 'a',
});

describe('adminSettingsFrom', () => {
  it('is null without any Firebase settings', () => {
    expect(adminSettingsFrom({}, null)).toBeNull();
  });

  it('uses the embedded database and the Auth emulator locally, with no credential', () => {
    expect(adminSettingsFrom({}, local)).toEqual({
      kind: 'local',
      projectId: 'demo-rohtas-yuva',
      databaseURL: 'http://127.0.0.1:9000?ns=demo-rohtas-yuva',
      databaseHost: '127.0.0.1:9000',
      authEmulatorHost: LOCAL_AUTH_EMULATOR_HOST,
    });
    expect(adminSettingsFrom({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' }, local)).toMatchObject({
      authEmulatorHost: 'localhost:9199',
    });
    const withAuthHost = local && { ...local, authEmulatorHost: 'localhost:9299' };
    expect(adminSettingsFrom({}, withAuthHost)).toMatchObject({ authEmulatorHost: 'localhost:9299' });
  });

  it("uses a project's service account key, or the host's own credentials without one", () => {
    const key = JSON.stringify({ project_id: 'rohtas', client_email: 'x@rohtas.iam', private_key: 'k' });
    expect(adminSettingsFrom({ FIREBASE_SERVICE_ACCOUNT_KEY: key }, real)).toEqual({
      kind: 'project',
      projectId: 'rohtas',
      databaseURL: 'https://rohtas-default-rtdb.asia-southeast1.firebasedatabase.app',
      serviceAccountJson: key,
    });
    expect(adminSettingsFrom({}, real)).toMatchObject({ kind: 'project', serviceAccountJson: null });
  });
});

describe('surveyAdminSettingsFrom', () => {
  const survey = {
    emulatorHost: null,
    authEmulatorHost: null,
    config: {
      apiKey: 'k',
      authDomain: 'survey.firebaseapp.com',
      databaseURL: 'https://survey.firebaseio.com',
      projectId: 'survey',
      storageBucket: 'survey.appspot.com',
      messagingSenderId: '0',
      appId: 'a',
    },
  };

  it('is null without a survey project: the survey goes to the main database', () => {
    expect(surveyAdminSettingsFrom({}, null)).toBeNull();
  });

  it('uses the survey project’s key, or the host’s credentials without one', () => {
    expect(surveyAdminSettingsFrom({ SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY: '{"a":1}' }, survey)).toEqual({
      kind: 'project',
      projectId: 'survey',
      databaseURL: 'https://survey.firebaseio.com',
      serviceAccountJson: '{"a":1}',
    });
    expect(surveyAdminSettingsFrom({}, survey)).toMatchObject({ serviceAccountJson: null });
  });
});

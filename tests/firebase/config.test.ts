// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicValuesFrom } from '@/lib/env/public-values';
import { DEMO_PROJECT_ID, firebaseSettingsFrom, surveySettingsFrom, type FirebaseEnv } from '@/lib/firebase/config';

// From the variables as set, through the rule every public setting is read by (blank is unset).
const settingsFrom = (env: FirebaseEnv) => firebaseSettingsFrom(publicValuesFrom(env));
const surveyFrom = (env: FirebaseEnv, main: ReturnType<typeof firebaseSettingsFrom>) =>
  surveySettingsFrom(publicValuesFrom(env), main);

const real: FirebaseEnv = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-real-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'rohtas-real.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://rohtas-real-default-rtdb.firebaseio.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rohtas-real',
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: 'rohtas-real.appspot.com',
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:abcdef',
};

const realConfig = {
  apiKey: 'AIza-real-key',
  authDomain: 'rohtas-real.firebaseapp.com',
  databaseURL: 'https://rohtas-real-default-rtdb.firebaseio.com',
  projectId: 'rohtas-real',
  storageBucket: 'rohtas-real.appspot.com',
  messagingSenderId: '123456789012',
  appId: '1:123456789012:web:abcdef',
};

describe('firebaseSettingsFrom', () => {
  it('is null with nothing set', () => {
    expect(settingsFrom({})).toBeNull();
  });

  it('falls back to the demo project with only an emulator host', () => {
    const settings = settingsFrom({ NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
    expect(DEMO_PROJECT_ID).toBe('demo-rohtas-yuva');
    expect(settings).not.toBeNull();
    expect(settings?.emulatorHost).toBe('127.0.0.1:9000');
    expect(settings?.config.projectId).toBe('demo-rohtas-yuva');
    expect(settings?.config.databaseURL).toBe('http://127.0.0.1:9000?ns=demo-rohtas-yuva');
    expect(settings?.config.apiKey).toBeTruthy();
    expect(settings?.config.appId).toBeTruthy();
    expect(settings?.config.authDomain).toBe('demo-rohtas-yuva.firebaseapp.com');
    expect(settings?.config.storageBucket).toBe('demo-rohtas-yuva.appspot.com');
    expect(settings?.config).not.toHaveProperty('measurementId');
  });

  it('reads the Auth emulator host next to a local database', () => {
    const settings = settingsFrom({
      NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: ' 127.0.0.1:9099 ',
    });
    expect(settings?.authEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('trims the emulator host', () => {
    const settings = settingsFrom({ NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '  localhost:9100 ' });
    expect(settings?.emulatorHost).toBe('localhost:9100');
    expect(settings?.config.databaseURL).toBe('http://localhost:9100?ns=demo-rohtas-yuva');
  });

  it('lets the emulator host win over a configured database URL', () => {
    const settings = settingsFrom({
      NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://elsewhere.firebaseio.com',
      NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
    });
    expect(settings?.emulatorHost).toBe('127.0.0.1:9000');
    expect(settings?.config.databaseURL).toBe('http://127.0.0.1:9000?ns=demo-rohtas-yuva');
  });

  it('uses a configured project id as the emulator namespace', () => {
    const settings = settingsFrom({ ...real, NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
    expect(settings).toEqual({
      emulatorHost: '127.0.0.1:9000',
      authEmulatorHost: null,
      config: { ...realConfig, databaseURL: 'http://127.0.0.1:9000?ns=rohtas-real' },
    });
  });

  it('passes a full real configuration through without an emulator', () => {
    expect(settingsFrom(real)).toEqual({ emulatorHost: null, authEmulatorHost: null, config: realConfig });
    expect(settingsFrom(real)?.config).not.toHaveProperty('measurementId');
  });

  it('adds measurementId only when it is given', () => {
    const settings = settingsFrom({ ...real, NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-ABC123' });
    expect(settings).toEqual({
      emulatorHost: null,
      authEmulatorHost: null,
      config: { ...realConfig, measurementId: 'G-ABC123' },
    });
    expect(settingsFrom({ ...real, NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: '  ' })?.config).not.toHaveProperty(
      'measurementId',
    );
  });

  it('counts blank strings as unset', () => {
    const blank: FirebaseEnv = {
      NEXT_PUBLIC_FIREBASE_API_KEY: '',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: ' ',
      NEXT_PUBLIC_FIREBASE_DATABASE_URL: '',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: '   ',
      NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: '',
      NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '\t',
      NEXT_PUBLIC_FIREBASE_APP_ID: '',
      NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: ' ',
      NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '  ',
    };
    expect(settingsFrom(blank)).toBeNull();
    const emulated = { NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' };
    expect(settingsFrom({ ...blank, ...emulated })).toEqual(settingsFrom(emulated));
  });

  it('fills the optional values of a real configuration from the project id', () => {
    const settings = settingsFrom({
      NEXT_PUBLIC_FIREBASE_API_KEY: 'k',
      NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://p-default-rtdb.firebaseio.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'p',
      NEXT_PUBLIC_FIREBASE_APP_ID: 'a',
    });
    expect(settings).toEqual({
      emulatorHost: null,
      authEmulatorHost: null,
      config: {
        apiKey: 'k',
        authDomain: 'p.firebaseapp.com',
        databaseURL: 'https://p-default-rtdb.firebaseio.com',
        projectId: 'p',
        storageBucket: 'p.appspot.com',
        messagingSenderId: '000000000000',
        appId: 'a',
      },
    });
  });

  it.each([
    'NEXT_PUBLIC_FIREBASE_APP_ID',
    'NEXT_PUBLIC_FIREBASE_API_KEY',
    'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
    'NEXT_PUBLIC_FIREBASE_DATABASE_URL',
  ] as const)('is null for a real configuration missing %s', (key) => {
    const partial: FirebaseEnv = { ...real };
    delete partial[key];
    expect(settingsFrom(partial)).toBeNull();
    expect(settingsFrom({ ...real, [key]: '  ' })).toBeNull();
  });
});

describe('the survey project', () => {
  const survey = {
    NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY: 'survey-key',
    NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL: 'https://survey-project.firebaseio.com',
    NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID: 'survey-project',
    NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID: '1:2:web:3',
  };
  const real = settingsFrom({
    NEXT_PUBLIC_FIREBASE_API_KEY: 'k',
    NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://main.firebaseio.com',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'main',
    NEXT_PUBLIC_FIREBASE_APP_ID: '1:1:web:1',
  });

  it('is used when fully configured next to a real main project', () => {
    expect(surveyFrom(survey, real)?.config.databaseURL).toBe('https://survey-project.firebaseio.com');
  });

  it('falls back to the main database when incomplete or when a local database stands in', () => {
    expect(surveyFrom({ ...survey, NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID: '' }, real)).toBeNull();
    const local = settingsFrom({ NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
    expect(surveyFrom(survey, local)).toBeNull();
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The env entries of apphosting.yaml: its `- variable:` blocks, read without a YAML library. */
function appHostingEnv() {
  const text = readFileSync('apphosting.yaml', 'utf8');
  return text
    .split(/\n\s*- variable: /)
    .slice(1)
    .map((block) => ({
      name: block.split('\n')[0]?.trim() ?? '',
      secret: /\n\s*secret: (\S+)/.exec(block)?.[1],
      availability: /\n\s*availability: \[([^\]]*)\]/.exec(block)?.[1]?.split(/,\s*/) ?? ['BUILD', 'RUNTIME'],
    }));
}

const documented = readFileSync('.env.example', 'utf8');

describe('the App Hosting configuration', () => {
  const env = appHostingEnv();

  it('sets only variables the site knows (listed in .env.example)', () => {
    expect(env.length).toBeGreaterThan(5);
    for (const { name } of env) expect(documented, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('gives the build every public Firebase setting, which is written into the browser code', () => {
    for (const { name, availability } of env.filter((e) => e.name.startsWith('NEXT_PUBLIC_'))) {
      expect(availability, name).toContain('BUILD');
    }
    for (const name of [
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'NEXT_PUBLIC_FIREBASE_DATABASE_URL',
      'NEXT_PUBLIC_FIREBASE_APP_ID',
    ]) {
      expect(env.map((e) => e.name)).toContain(name);
    }
  });

  it('keeps the news key a secret that reaches only the server', () => {
    const key = env.find((e) => e.name === 'NEWS_API_KEY');
    expect(key?.secret).toBeTruthy();
    expect(key?.availability).toEqual(['RUNTIME']);
    expect(env.filter((e) => e.secret).every((e) => !e.name.startsWith('NEXT_PUBLIC_'))).toBe(true);
  });

  it('reaches the shared Redis and signs pictures with secrets that reach only the running server', () => {
    for (const name of ['REDIS_URL', 'PICTURE_SIGNING_KEY']) {
      const entry = env.find((e) => e.name === name);
      expect(entry?.secret, name).toBeTruthy();
      expect(entry?.availability, name).toEqual(['RUNTIME']);
    }
  });

  it('reaches a private Redis through the VPC at run time, and allows the instances the shared state allows', () => {
    const text = readFileSync('apphosting.yaml', 'utf8');
    expect(text).toMatch(/\n  vpcAccess:\n    egress: PRIVATE_RANGES_ONLY\n    networkInterfaces:\n      - network: /);
    expect(Number(/\n  maxInstances: (\d+)/.exec(text)?.[1])).toBe(10);
  });

  it('deploys the database rules the site is tested with, the survey project’s as a second target', () => {
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as { database?: unknown };
    expect(firebase.database).toEqual([
      { target: 'main', rules: 'database.rules.json' },
      { target: 'survey', rules: 'database.survey.rules.json' },
    ]);
    const deploying = readFileSync('docs/deploying.md', 'utf8');
    for (const target of ['main', 'survey']) {
      expect(deploying).toContain(`firebase target:apply database ${target} `);
      expect(deploying).toContain(`firebase deploy --only database:${target} `);
    }
  });
});

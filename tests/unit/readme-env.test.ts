// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const variables = (text: string) => [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');

/** The names the README's variable table gives; `…_X` continues the row's first name's prefix. */
function readmeVariables(readme: string): Set<string> {
  const section = readme.split('## Environment variables')[1]?.split('\n## ')[0] ?? '';
  const names = new Set<string>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const cell = row.split('|')[1] ?? '';
    const listed = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    for (const name of listed) names.add(name.startsWith('…_') ? `${prefixOf(listed[0] ?? '')}${name.slice(2)}` : name);
  }
  return names;
}

/** `NEXT_PUBLIC_FIREBASE_API_KEY` → `NEXT_PUBLIC_FIREBASE_`: what `…_AUTH_DOMAIN` continues. */
function prefixOf(first: string): string {
  for (const stem of ['NEXT_PUBLIC_SURVEY_FIREBASE_', 'NEXT_PUBLIC_FIREBASE_']) if (first.startsWith(stem)) return stem;
  return '';
}

describe("the README's environment table", () => {
  it('names every variable of .env.example, and no other', () => {
    const documented = readmeVariables(readFileSync('README.md', 'utf8'));
    const example = variables(readFileSync('.env.example', 'utf8'));
    expect(example.length).toBeGreaterThan(20);
    expect([...documented].sort()).toEqual([...new Set(example)].sort());
  });
});

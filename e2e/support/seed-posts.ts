import { readFileSync } from 'node:fs';

interface SeedPost {
  slug: string;
  live?: { kind: string; text: Record<string, { title: string } | undefined> };
}

/** The posts of the demo seed that the e2e servers start with, published ones only. */
export function seedPublishedPosts(): (SeedPost & { id: string })[] {
  const seed = JSON.parse(readFileSync('lib/firebase/seed/database.seed.json', 'utf8')) as {
    posts: Record<string, SeedPost>;
  };
  return Object.entries(seed.posts)
    .filter(([, post]) => post.live)
    .map(([id, post]) => ({ id, ...post }));
}

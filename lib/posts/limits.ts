/** How long each part of a post may be, in characters: enough for a long blog post, never a flood. */
export const POST_LIMITS = {
  title: 150,
  description: 300,
  place: 150,
  byline: 120,
  /** The body's HTML, pictures' addresses and alt text included. */
  body: 60_000,
} as const;

/** The JSON body of a save carries both languages' bodies, with room for escaping. */
export const POST_REQUEST_MAX_BYTES = 4 * POST_LIMITS.body + 16_384;

/** A post's address under /blog. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** Post ids are made by the server (lib/posts/posts.ts); a route refuses anything else. */
export const POST_ID_PATTERN = /^[A-Za-z0-9_-]{6,40}$/;

/** Whether an address's text can be a post's slug, checked before anything is read for it. */
export const isSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

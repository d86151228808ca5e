import { z } from 'zod';

/**
 * Zod, as every module of the site uses it. Left alone, Zod compiles object parsers with
 * new Function() when the page allows it, and finding out is itself an eval that the
 * Content-Security-Policy refuses and reports. The interpreted parsers are fast enough for
 * forms of a few fields.
 */
z.config({ jitless: true });

export { z };

import { config } from 'zod/v4/core';

/**
 * Imported for its effect by every module that builds Zod schemas. Left alone, Zod compiles
 * object parsers with new Function() when the page allows it, and finding out is itself an eval
 * that the Content-Security-Policy refuses and reports. The interpreted parsers are fast enough
 * for forms of a few fields. Those modules import `z` from 'zod' themselves: re-exported through
 * a module of ours, the bundler kept all of Zod (every language's messages) in form pages,
 * +59 KiB gzip. tests/unit/zod-imports.test.ts checks that none forgets this import.
 */
config({ jitless: true });

// Plain JavaScript: the page cache handler and the Redis connection, which Next loads without
// compiling them, read it as well as the TypeScript code.

/**
 * Whether `next build` is running (Next sets NEXT_PHASE while it does). The build prerenders pages
 * without the run-time secrets and has no network path to Redis.
 */
export const isBuildPhase = (env = process.env) => env.NEXT_PHASE === 'phase-production-build';

/** Declarations for build-phase.mjs (see there). */
export function isBuildPhase(env?: Record<string, string | undefined>): boolean;

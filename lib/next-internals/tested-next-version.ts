import nextPackage from 'next/package.json';

/** The Next.js version every file in this folder was checked against (see ./index.ts). */
export const TESTED_NEXT_VERSION = '16.4.6';

/**
 * Throws unless `installed` is the tested version. Start-up calls it (instrumentation.ts), so an
 * upgraded Next stops the server with this message rather than quietly breaking what relies on
 * its insides.
 */
export function checkTestedNext(installed: string = nextPackage.version): void {
  if (installed === TESTED_NEXT_VERSION) return;
  throw new Error(
    `Next.js ${installed} is installed, but lib/next-internals/ was tested on Next.js ${TESTED_NEXT_VERSION}. ` +
      'Re-check every file in lib/next-internals/ against the installed version, then set ' +
      'TESTED_NEXT_VERSION in lib/next-internals/tested-next-version.ts to it.',
  );
}

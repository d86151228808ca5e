/**
 * Code that relies on how Next.js works inside rather than on its documented API, kept in this
 * one folder so that an upgrade has one place to re-check:
 *
 * - connection-address.ts: writes each request's socket address into a header of its own. Route
 *   handlers get no socket, so this relies on Next's server handing every request to node:http's
 *   'request' event before anything reads its headers.
 * - build-output.mjs: reads what `next build` prerendered from its files, for the page cache
 *   handler; it knows the file layout of Next's build folder, which Next does not document.
 * - cache-handler-context.mjs: the request headers in the context Next passes a cache handler
 *   (an undocumented field), where the page cache finds the proxy's Content-Security-Policy.
 * - tested-next-version.ts: the Next version the above was checked against. Start-up
 *   (instrumentation.ts) refuses to run under any other, and tests/structure/ fails when
 *   package.json pins another, so an upgrade cannot slip in unnoticed.
 *
 * Nothing outside this folder imports Next's private modules (next/dist); a test in
 * tests/structure/ lists any file that does.
 */
export { CONNECTION_ADDRESS_HEADER, stampConnectionAddresses } from './connection-address';
export { checkTestedNext, TESTED_NEXT_VERSION } from './tested-next-version';

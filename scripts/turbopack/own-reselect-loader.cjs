// A Turbopack loader for the charts' store (@base-ui/utils, under MUI X Charts): its `reselect`
// becomes the package's browser build, another file of the same version, so the charts bring a
// copy of their own. Shared with them, the one Redux Toolkit uses could no longer be merged into
// the toolkit's module on the pages that have a store, and every page with one (the reader, the
// admin login) would load about 0.6 KiB gzip more for charts it never shows. next.config.ts applies it.
const browserBuild = require.resolve('reselect/package.json').replace(/package\.json$/, 'dist/reselect.browser.mjs');

module.exports = function ownReselect(source) {
  return source.replace(/from 'reselect'/g, `from '${browserBuild}'`);
};

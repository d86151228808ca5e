/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module: Turbopack runs loaders with require() */
// A Turbopack loader for the charts' store (@base-ui/utils, under MUI X Charts): its `reselect`
// becomes the package's browser build, another file of the same version, so the charts bring a
// copy of their own. Shared with them, the one Redux Toolkit uses could no longer be merged into
// the toolkit's module on the pages that have a store, and every page with one (the reader, the
// admin login) would load about 0.6 KiB gzip more for charts it never shows. next.config.ts applies it.
const path = require('node:path');

const browserBuild = require.resolve('reselect/package.json').replace(/package\.json$/, 'dist/reselect.browser.mjs');

// Named relative to the importing file: the bundler takes an absolute specifier as a path under the
// project, and the package's `exports` refuses a deep `reselect/dist/…` import.
module.exports = function ownReselect(source) {
  let relative = path.relative(path.dirname(this.resourcePath), browserBuild).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return source.replace(/from 'reselect'/g, `from '${relative}'`);
};

// postinstall: applies patches/ (the local database stand-in's fixes) with patch-package. A
// production install (npm ci --omit=dev) has neither patch-package nor the patched package,
// so there is nothing to do there.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let bin;
try {
  bin = require.resolve('patch-package/index.js');
} catch {
  console.log('patch-package is not installed (production install): no patches to apply.');
  process.exit(0);
}
const result = spawnSync(process.execPath, [bin], { stdio: 'inherit' });
process.exit(result.status ?? 1);

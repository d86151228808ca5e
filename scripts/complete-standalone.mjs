// After `next build` with NEXT_OUTPUT=standalone: the standalone server serves the files in
// public/ and .next/static/ only from its own folder, and Next does not copy them there.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const standalone = path.resolve('.next', 'standalone');
if (existsSync(standalone)) {
  cpSync('public', path.join(standalone, 'public'), { recursive: true });
  cpSync(path.join('.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
  console.log('Standalone server completed: node .next/standalone/server.js');
}

// The npm mirror this project installs from carries only the Linux builds of some native
// packages (Next's SWC, @swc/core, unrs-resolver). npm then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses the lock as out of sync.
// This adds those platform-only entries (never installed here: their os/cpu do not match),
// so `npm ci` accepts the lock. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const platform = (name) => {
  const tail = name.split('/').pop();
  const os = [
    'darwin',
    'win32',
    'linux',
    'android',
    'freebsd',
    'openharmony',
    'sunos',
    'aix',
    'netbsd',
    'openbsd',
  ].find((o) => tail.includes(`-${o}-`) || tail.endsWith(`-${o}`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(tail),
  );
  return { os, cpu };
};

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const { os, cpu } = platform(name);
    if (!os && cpu !== 'wasm32') continue;
    packages[`node_modules/${name}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform-only entries`);

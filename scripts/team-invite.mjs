// `npm run team:invite RYF001`: makes a member's one-time invitation code with the server's own
// credentials (FIREBASE_SERVICE_ACCOUNT_KEY or the host's; the demo copy's embedded database when
// no project is configured, which `npm run dev`, `npm start` or `npm run db:local` must be running).
// The server's TypeScript is bundled for Node on the spot by esbuild, as Next bundles it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const memberId = process.argv[2]?.trim();
if (!memberId || !/^[A-Za-z0-9_-]{1,64}$/.test(memberId)) {
  console.error('Usage: npm run team:invite <member ID>   (for example: npm run team:invite RYF001)');
  process.exit(2);
}

// The same .env files the production server reads.
nextEnv.loadEnvConfig(root, false);

// Inside the project, so that the bundle finds the packages it leaves out in node_modules.
const cache = join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'team-invite-'));
try {
  const outfile = join(dir, 'invite.mjs');
  await build({
    entryPoints: [join(root, 'lib/team/invite-command.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
    // The marker that keeps server code out of browsers has nothing to guard here.
    plugins: [
      {
        name: 'server-only',
        setup(b) {
          b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
          b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
        },
      },
    ],
  });
  const { inviteFromCommandLine } = await import(pathToFileURL(outfile).href);
  const result = await inviteFromCommandLine(memberId);
  if (!result.ok) {
    console.error(`Member ID not found: ${memberId}`);
    process.exitCode = 1;
  } else {
    console.log(`Invitation code for ${result.name} (${result.memberId}): ${result.code}`);
    console.log(
      `It works once, for ${result.hours} hours: type it as the password at the admin login page, then choose a password.`,
    );
  }
} catch (error) {
  console.error('No invitation was made:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// The admin SDK keeps its connections open.
process.exit();

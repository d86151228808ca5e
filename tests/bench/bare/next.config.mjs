// The bare comparison page's build (`next build tests/bench/bare`): Next's defaults, with the
// repository as Turbopack's root, so that it uses the site's own node_modules (the same Next,
// React, MUI and emotion) while writing only into its own .next here.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const nextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  // Turbopack looks for proxy.ts and instrumentation.ts from here up to its root, where it would
  // find the site's. With .tsx as the only page extension it looks for proxy.tsx and
  // instrumentation.tsx instead, which do not exist, so the bare page runs neither.
  pageExtensions: ['tsx'],
};

export default nextConfig;

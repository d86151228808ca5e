import { randomBytes } from 'node:crypto';
import { firebaseSettings, surveySettings } from '@/lib/firebase/config';
import { publicEnv } from '@/lib/env/public';
import { externalOrigins, pagePolicy } from './content-security-policy';
import { layoutScriptSources } from './inline-scripts';

/** This deployment's external origins and layout script hashes: fixed at build time, so worked out once. */
const origins = externalOrigins({
  firebase: firebaseSettings,
  survey: surveySettings,
  analyticsId: publicEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID,
});
const layoutScripts = layoutScriptSources(publicEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID);

/**
 * A fresh policy for one page request: Next puts the nonce on its own scripts when it renders
 * the page, and the layout's inline scripts are allowed by hash.
 */
export function policyWithNonce(): string {
  const nonce = randomBytes(16).toString('base64');
  return pagePolicy({
    inlineScripts: [`'nonce-${nonce}'`, ...layoutScripts],
    origins,
    development: process.env.NODE_ENV === 'development',
  });
}

/** Policies of prerendered pages, by their list of hashes (one list per page, read once). */
const hashPolicies = new WeakMap<readonly string[], string>();

/** The policy of a page the build prerendered whole: its own inline scripts by hash, no nonce. */
export function policyWithHashes(pageScripts: readonly string[]): string {
  const known = hashPolicies.get(pageScripts);
  if (known) return known;
  const policy = pagePolicy({
    inlineScripts: [...new Set([...layoutScripts, ...pageScripts])],
    origins,
    development: process.env.NODE_ENV === 'development',
  });
  hashPolicies.set(pageScripts, policy);
  return policy;
}

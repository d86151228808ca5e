import type { FirebaseSettings } from '@/lib/firebase/config';

/**
 * The Content-Security-Policy of every page. Scripts run only from this site, plus inline
 * scripts named by hash (prerendered pages, whose HTML never changes after the build) or by a
 * per-request nonce (pages rendered on each request). Styles keep 'unsafe-inline' because
 * Emotion writes <style> tags at run time. Other origins are listed only when the site is
 * configured to use them.
 */
export interface ExternalOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

export interface PolicyOptions {
  /** 'sha256-…' or 'nonce-…' sources, quoted, for the page's inline scripts. */
  inlineScripts: readonly string[];
  origins: ExternalOrigins;
  /** React's development build rebuilds call stacks with eval; production never needs it. */
  development?: boolean;
}

const NO_ORIGINS: ExternalOrigins = { script: [], connect: [], img: [] };

export function pagePolicy({ inlineScripts, origins, development = false }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...inlineScripts, ...origins.script, ...(development ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...origins.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...origins.connect],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** Route handlers answer data, never documents to run: nothing may load or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A service worker's own policy (its script's answer carries it): it fetches and imports only
 * from this site. The workers never load anything from another origin.
 */
export const SERVICE_WORKER_POLICY = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A Realtime Database's own origin, and its shard hosts under the same parent domain: the
 * SDK may be sent on from the project's host to a shard such as s-usc1b-nss-2105.firebaseio.com.
 */
function databaseOrigins(databaseURL: string): string[] {
  let url: URL;
  try {
    url = new URL(databaseURL);
  } catch {
    return [];
  }
  const secure = url.protocol === 'https:';
  const socket = secure ? 'wss:' : 'ws:';
  const origins = [url.origin, `${socket}//${url.host}`];
  const parent = url.hostname.split('.').slice(1).join('.');
  if (secure && parent.includes('.')) origins.push(`https://*.${parent}`, `wss://*.${parent}`);
  return origins;
}

const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIREBASE_MESSAGING_ORIGINS = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];
/** Google's published list for Google Analytics 4 under a CSP. */
const ANALYTICS_ORIGINS: ExternalOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export interface SiteServices {
  firebase: FirebaseSettings | null;
  survey: FirebaseSettings | null;
  analyticsId: string | undefined;
}

/** The origins the browser code of this deployment talks to, and no others. */
export function externalOrigins({ firebase, survey, analyticsId }: SiteServices): ExternalOrigins {
  const origins: ExternalOrigins = { script: [], connect: [], img: [] };
  if (firebase) {
    origins.connect.push(...databaseOrigins(firebase.config.databaseURL));
    if (firebase.authEmulatorHost) origins.connect.push(`http://${firebase.authEmulatorHost}`);
    if (!firebase.emulatorHost) origins.connect.push(...FIREBASE_AUTH_ORIGINS, ...FIREBASE_MESSAGING_ORIGINS);
  }
  if (survey) origins.connect.push(...databaseOrigins(survey.config.databaseURL));
  const withAnalytics = analyticsId ? ANALYTICS_ORIGINS : NO_ORIGINS;
  return {
    script: [...new Set([...origins.script, ...withAnalytics.script])],
    connect: [...new Set([...origins.connect, ...withAnalytics.connect])],
    img: [...new Set([...origins.img, ...withAnalytics.img])],
  };
}

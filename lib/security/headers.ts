import { API_POLICY, SERVICE_WORKER_POLICY } from './content-security-policy';

/** The browser features a page may use: none, except the camera where `camera` says. */
const permissionsPolicy = (camera: '()' | '(self)') => `camera=${camera}, microphone=(), geolocation=()`;

/**
 * Headers every answer carries. Pages get their Content-Security-Policy from proxy.ts (and the
 * cache handler for prerendered ones); answers of route handlers get a policy that allows nothing.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: permissionsPolicy('()') },
  // Two years, as the HSTS preload list asks; browsers ignore it on plain http (local runs).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/**
 * The team's workspace, which scans registrations' QR codes at an event's door with the phone's
 * camera: the one page that may open it, for itself only.
 */
export const TEAM_PAGE_HEADERS = [{ key: 'Permissions-Policy', value: permissionsPolicy('(self)') }];

export const API_HEADERS = [{ key: 'Content-Security-Policy', value: API_POLICY }];

/**
 * The service workers: checked for a new version on every visit (no-cache), and allowed to
 * fetch only from this site, whatever a page they serve allows.
 */
export const SERVICE_WORKER_HEADERS = [
  { key: 'Cache-Control', value: 'no-cache' },
  { key: 'Content-Security-Policy', value: SERVICE_WORKER_POLICY },
];

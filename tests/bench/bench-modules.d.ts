// Types for the bench's plain-JavaScript modules used by the tests, which have no declarations of
// their own. Patterns are used because an ambient module cannot be named by a relative path.
declare module '*/scripts/tls-front.mjs' {
  export interface TlsFrontOptions {
    /** Port of the app on 127.0.0.1 (plain http). */
    upstreamPort: number;
    /** 0 (the default) for any free port. */
    httpsPort?: number;
    /** 0 (the default) for any free port. */
    httpPort?: number;
    /** Names the certificate is for besides localhost and 127.0.0.1. */
    hostnames?: string[];
    /** Where the certificate and key are written; a temporary folder, removed on close, if not given. */
    certDir?: string;
    /** Address the front listens on; 127.0.0.1 unless given. */
    host?: string;
    /** Connections kept open to the app at most; further requests wait for one. 80 unless given. */
    upstreamConnections?: number;
  }

  export interface TlsFront {
    certPath: string;
    httpsPort: number;
    httpPort: number;
    close(): Promise<void>;
  }

  export const DEFAULT_UPSTREAM_CONNECTIONS: number;
  export function startTlsFront(options: TlsFrontOptions): Promise<TlsFront>;
  export function createCertificate(dir: string, hostnames?: string[]): { certPath: string; keyPath: string };
  export function httpsLocation(hostHeader: string | undefined, path: string, httpsPort: number): string;
}

declare module '*/observatory/summary.mjs' {
  export interface TestOutcome {
    /** The test's name, e.g. content-security-policy. */
    test: string;
    /** Its result, e.g. csp-not-implemented; null when the test did not apply. */
    result: string | null;
    /** Points the result adds or takes away. */
    modifier: number;
  }

  export interface ScoreSummary {
    score: number;
    grade: string;
    costs: TestOutcome[];
    bonuses: TestOutcome[];
    /** Whether the bonuses were added (only when the score without them reaches the extra-credit line). */
    bonusesCount: boolean;
  }

  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  export function summariseScore(
    outcomes: TestOutcome[],
    gradeForScore: (score: number) => { score: number; grade: string },
    minimumForExtraCredit?: number,
  ): ScoreSummary;
}

declare module '*/bench/budgets.mjs' {
  export type PageKind =
    'news' | 'form' | 'admin' | 'home' | 'text' | 'offline' | 'parentConsent' | 'poster' | 'registration';
  export const FIRST_LOAD_BUDGETS_KIB: Record<PageKind, number>;
  /** Keyed by the route as route-bundle-stats.json names it. */
  export const ROUTE_KINDS: Record<string, PageKind>;
  export const ROUTES_WITHOUT_BUDGET: string[];
  export function firstLoadBudget(route: string): { kind: PageKind; kib: number } | null;
  /** Keyed by the English page's path. */
  export const HTML_GZIP_BUDGETS_KIB: Record<string, number>;
  export const LIGHTHOUSE_TARGETS: {
    performanceBehindBare: number;
    lcpMs: number;
    tbtMs: number;
    otherScores: number;
  };
  export const LOAD_TARGETS: { p99Ms: number };
  /** Bytes as KiB rounded to one decimal, as the budgets compare them. */
  export function roundKiB(bytes: number): number;
}

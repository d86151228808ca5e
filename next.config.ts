import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Without a Firebase project the site uses the embedded local Realtime Database, which
 * `npm run dev` and `npm start` start next to it, with the Firebase Auth emulator for the team's
 * sign-in (scripts/run-with-local-db.mjs). The hosts are written into the browser code at build time.
 */
export const LOCAL_DATABASE_HOST = '127.0.0.1:9000';
export const LOCAL_AUTH_HOST = '127.0.0.1:9099';
const databaseEmulatorHost =
  process.env.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST ||
  (process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL ? '' : LOCAL_DATABASE_HOST);
// The team's sign-in uses the Auth emulator next to a local database.
const authEmulatorHost =
  process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || (databaseEmulatorHost ? LOCAL_AUTH_HOST : '');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  env: {
    NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: databaseEmulatorHost,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
  },
  reactStrictMode: true,
  images: {
    // The spec's device sizes (640 to 3840) and default quality 75.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
    // Our own files only, so the optimiser fetches no address a visitor names. A news site's
    // picture comes through /api/news/image/<article id>, which serves only pictures the news
    // service handed out.
    localPatterns: [
      { pathname: '/api/placeholder/**' },
      { pathname: '/api/news/image/**' },
      { pathname: '/news/**' },
      { pathname: '/logo.svg' },
    ],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);

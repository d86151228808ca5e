// The bench measures the site as a deployment would serve it: built for a Firebase project (the
// values below name an example one; nothing is sent to it while measuring) rather than as a demo
// copy, whose policy names the local database's plain-http address and which shows a demo notice.
// A variable already set in the environment wins.
export const DEPLOYMENT_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'bench-example-api-key',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://rohtas-yuva-bench-default-rtdb.asia-southeast1.firebasedatabase.app',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rohtas-yuva-bench',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:000000000000:web:bench',
  // A production server refuses to start without the key that signs news picture addresses.
  PICTURE_SIGNING_KEY: 'bench-only-picture-signing-key-0123456789',
};

export function applyDeploymentEnv() {
  for (const [name, value] of Object.entries(DEPLOYMENT_ENV)) process.env[name] ??= value;
}

// Runs once when the server starts: a bad setting stops start-up with a message naming it.
export async function register() {
  await import('./lib/env/public');
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkServerEnv } = await import('./lib/env/server');
    checkServerEnv(process.env);
  }
}

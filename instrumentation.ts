// Runs once when the server starts: a bad setting stops start-up with a message naming it,
// instead of a server that answers every request with an error.
export async function register() {
  await import('./lib/env/public');
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkServerEnv } = await import('./lib/env/server');
    try {
      checkServerEnv(process.env);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    const { stampConnectionAddresses } = await import('./lib/http/connection-address');
    stampConnectionAddresses();
    // The shared store's one Redis client (with REDIS_URL), connecting while the server starts
    // rather than during the first request; never during `next build`.
    const { sharedRedis } = await import('./lib/shared-store/redis-connection.mjs');
    sharedRedis();
  }
}

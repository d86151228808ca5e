// Runs once when the server starts: importing the env modules validates them.
export async function register() {
  await import('./lib/env/public');
}

/**
 * The signed-in member's current Firebase ID token, for the team routes (which check who asks on
 * every request). Firebase loads only when it is first asked for.
 */
export async function currentIdToken(): Promise<string> {
  const token = await import('./firebase-session').then(({ teamIdToken }) => teamIdToken());
  if (!token) throw new Error('Not signed in');
  return token;
}

/** Request options for a team route, with the member's token. */
export const withIdToken = (idToken: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...init.headers, Authorization: `Bearer ${idToken}` },
  cache: 'no-store',
});

import { currentIdToken, withIdToken } from './id-token';

/**
 * Tells the server the member is still at work. Answers false only when the server says the
 * session has ended (idle too long, past its last hour, logged out elsewhere, reset); a lost
 * connection is not an ended session, and the next beat tries again.
 */
export async function keepSessionOpen(): Promise<boolean> {
  try {
    const response = await fetch('/api/team/session', withIdToken(await currentIdToken(), { method: 'POST' }));
    return response.status !== 401 && response.status !== 403;
  } catch {
    return true;
  }
}

/** Ends this session on the server (logout). A failure leaves it to end by its idle limit. */
export async function endSessionOnServer(): Promise<void> {
  try {
    await fetch('/api/team/session', withIdToken(await currentIdToken(), { method: 'DELETE' }));
  } catch (error) {
    console.error('Logout could not reach the server', error instanceof Error ? error.message : error);
  }
}

import { getRealtimeDatabase } from './app';

const READ_TIMEOUT_MS = 10_000;

/**
 * Reads a node once. Uses onValue with onlyOnce, which every Realtime Database server answers
 * (the local firebase-server never answers the newer get()).
 */
export async function readOnce(path: string, timeoutMs = READ_TIMEOUT_MS): Promise<unknown> {
  const [db, { onValue, ref }] = await Promise.all([getRealtimeDatabase(), import('firebase/database')]);
  return new Promise((resolve, reject) => {
    // The SDK retries an unreachable database for ever; a reader should hear back sooner.
    const timer = setTimeout(() => reject(new Error(`No answer from the database for ${path}`)), timeoutMs);
    onValue(
      ref(db, path),
      (snapshot) => {
        clearTimeout(timer);
        resolve(snapshot.val());
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
      { onlyOnce: true },
    );
  });
}

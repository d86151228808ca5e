// The alphabet of the Realtime Database's push keys: their first 8 characters are the time they
// were made, in milliseconds, base 64, most significant first (so keys sort by time).
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** When a push key was made, or undefined for a key that is not one. */
export function pushKeyTime(key: string): number | undefined {
  if (key.length !== 20) return undefined;
  let time = 0;
  for (const char of key.slice(0, 8)) {
    const digit = PUSH_CHARS.indexOf(char);
    if (digit < 0) return undefined;
    time = time * 64 + digit;
  }
  return time;
}

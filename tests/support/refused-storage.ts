import { vi } from 'vitest';

/**
 * Makes every Web Storage read and write throw, as in private modes, under strict policies or
 * with a full quota, and hushes the console; returns the console.error spy and the undo.
 */
export function refuseStorage() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const spies = [
    error,
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    }),
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    }),
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    }),
  ];
  return { error, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

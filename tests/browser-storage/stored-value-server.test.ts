// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { storedValue } from '@/lib/browser-storage/stored-value';

describe('a stored value on the server', () => {
  it('is the fallback', () => {
    const choice = storedValue<string>({
      area: 'localStorage',
      key: 'choice',
      fallback: 'device',
      parse: (raw) => raw,
      serialize: (value) => value,
    });
    expect(typeof window).toBe('undefined');
    expect(choice.get()).toBe('device');
    expect(choice.getServerSnapshot()).toBe('device');
  });
});

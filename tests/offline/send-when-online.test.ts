import { describe, expect, it, vi } from 'vitest';
import { sendWhenOnline } from '@/lib/offline/outbox';

describe('an outbox connected to the browser', () => {
  it('tries again when the connection returns and when the page is shown again, and stops when disconnected', () => {
    const flush = vi.fn(async () => {});
    const disconnect = sendWhenOnline({ flush });
    window.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    disconnect();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});

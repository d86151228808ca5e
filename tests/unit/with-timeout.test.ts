// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from '@/lib/async/with-timeout.mjs';

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives what the work settles with in time, and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('answer'), 1000, 'too slow')).resolves.toBe('answer');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the work's own failure on, and leaves no timer behind", async () => {
    const failure = new Error('refused');
    await expect(withTimeout(Promise.reject(failure), 1000, 'too slow')).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a TimeoutError carrying the message once the time is up, not before', async () => {
    const late = withTimeout(new Promise<never>(() => {}), 1000, 'No answer in 1 s');
    const outcome = late.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ name: 'TimeoutError', message: 'No answer in 1 s' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears the timer when the work settles before the time is up', async () => {
    let finish: (value: number) => void = () => {};
    const result = withTimeout(new Promise<number>((resolve) => (finish = resolve)), 1000, 'too slow');
    expect(vi.getTimerCount()).toBe(1);
    finish(7);
    await expect(result).resolves.toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });
});

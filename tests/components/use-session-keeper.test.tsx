import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionKeeper } from '@/components/admin/use-session-keeper';
import { SESSION_LIMITS } from '@/lib/team/session-limits';

const server = vi.hoisted(() => ({ keepSessionOpen: vi.fn(async () => true) }));
vi.mock('@/lib/team/session-client', () => ({ keepSessionOpen: server.keepSessionOpen }));

const MINUTE = 60_000;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  server.keepSessionOpen.mockResolvedValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('keeping a member’s session open while they work', () => {
  it('asks the server at once, so a tab restored after its session ended signs out', async () => {
    server.keepSessionOpen.mockResolvedValue(false);
    const ended = vi.fn();
    renderHook(() => useSessionKeeper(true, ended));
    await advance(0);
    expect(server.keepSessionOpen).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('tells the server at most every heartbeat, and only after the member did something', async () => {
    const ended = vi.fn();
    renderHook(() => useSessionKeeper(true, ended));
    await advance(0);
    expect(server.keepSessionOpen).toHaveBeenCalledTimes(1);
    // Nothing done: no beat, however long (short of the idle limit).
    await advance(SESSION_LIMITS.heartbeatMs * 2);
    expect(server.keepSessionOpen).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    await advance(MINUTE);
    expect(server.keepSessionOpen).toHaveBeenCalledTimes(2);
    // Within the heartbeat, more activity sends nothing more.
    await advance(1000);
    window.dispatchEvent(new Event('pointerdown'));
    await advance(MINUTE);
    expect(server.keepSessionOpen).toHaveBeenCalledTimes(2);
    await advance(SESSION_LIMITS.heartbeatMs);
    expect(server.keepSessionOpen).toHaveBeenCalledTimes(3);
    expect(ended).not.toHaveBeenCalled();
  });

  it('signs the tab out by itself after the idle limit without activity', async () => {
    const ended = vi.fn();
    renderHook(() => useSessionKeeper(true, ended));
    await advance(SESSION_LIMITS.idleMs - MINUTE);
    expect(ended).not.toHaveBeenCalled();
    await advance(MINUTE);
    expect(ended).toHaveBeenCalled();
  });

  it('signs out when the server says the session has ended at a heartbeat', async () => {
    const ended = vi.fn();
    renderHook(() => useSessionKeeper(true, ended));
    await advance(0);
    server.keepSessionOpen.mockResolvedValue(false);
    await advance(1000);
    window.dispatchEvent(new Event('touchstart'));
    await advance(SESSION_LIMITS.heartbeatMs);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', async () => {
    const ended = vi.fn();
    renderHook(() => useSessionKeeper(false, ended));
    await advance(SESSION_LIMITS.idleMs * 2);
    expect(server.keepSessionOpen).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });
});

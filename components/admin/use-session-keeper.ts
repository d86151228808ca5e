'use client';

import { useEffect, useRef } from 'react';
import { SESSION_LIMITS } from '@/lib/team/session-limits';
import { keepSessionOpen } from '@/lib/team/session-client';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Keeps a signed-in member's session open while they work, and ends it here when it has ended on
 * the server: checked once at once (a tab restored after the session ended), then every
 * heartbeat in which the member did something. Without activity for the idle limit, the tab signs
 * out by itself, as the server would refuse it anyway.
 */
export function useSessionKeeper(active: boolean, onEnded: () => void) {
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let lastBeat = 0;
    let stopped = false;
    const beat = async () => {
      lastBeat = Date.now();
      if (!(await keepSessionOpen()) && !stopped) ended.current();
    };
    const noteActivity = () => {
      lastActivity = Date.now();
    };
    const tick = () => {
      const now = Date.now();
      if (now - lastActivity >= SESSION_LIMITS.idleMs) ended.current();
      else if (lastActivity > lastBeat && now - lastBeat >= SESSION_LIMITS.heartbeatMs) void beat();
    };
    void beat();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, noteActivity, { passive: true });
    const timer = window.setInterval(tick, 60_000);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, noteActivity);
    };
  }, [active]);
}

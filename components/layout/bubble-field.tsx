'use client';

import { useEffect, useRef } from 'react';
import { animate } from 'framer-motion/dom/mini';
import { makeBubbles } from '@/lib/bubbles';

const bubbles = makeBubbles();

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type Animation = ReturnType<typeof animate>;

/**
 * Decorative only: fixed behind the content, hidden from assistive technology, never
 * catching clicks, and still when the reader prefers reduced motion. The drift is framer-motion's
 * mini `animate`, which hands each bubble to the browser's own animations (run by the compositor):
 * no script runs per frame on a cheap phone, and the code is a few KiB instead of motion components.
 */
export default function BubbleField() {
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const spans = Array.from(field.current?.children ?? []);
    const motion = window.matchMedia(REDUCED_MOTION);
    let running: Animation[] = [];
    const start = () => {
      running.forEach((animation) => animation.stop());
      running = motion.matches
        ? []
        : spans.map((span, i) => {
            const bubble = bubbles[i];
            return animate(
              span,
              { transform: ['translateY(0px)', 'translateY(-60px)', 'translateY(0px)'], opacity: [0.5, 0.9, 0.5] },
              { duration: bubble?.duration, delay: bubble?.delay, repeat: Infinity, ease: 'easeInOut' },
            );
          });
    };
    start();
    motion.addEventListener('change', start);
    return () => {
      motion.removeEventListener('change', start);
      running.forEach((animation) => animation.stop());
    };
  }, []);
  return (
    <div
      ref={field}
      aria-hidden="true"
      data-testid="bubble-field"
      style={{ position: 'fixed', inset: 0, zIndex: -1, pointerEvents: 'none', overflow: 'hidden', contain: 'strict' }}
    >
      {bubbles.map((b) => (
        <span
          key={b.id}
          data-radius={b.radius}
          style={{
            position: 'absolute',
            left: `${b.left}%`,
            top: `${b.top}%`,
            width: b.radius * 2,
            height: b.radius * 2,
            borderRadius: '50%',
            opacity: 0.5,
            // The primary color of the scheme and color mode in force, faint.
            background: 'rgba(var(--mui-palette-primary-mainChannel) / 0.18)',
          }}
        />
      ))}
    </div>
  );
}

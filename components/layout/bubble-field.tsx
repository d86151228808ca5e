'use client';

import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { makeBubbles } from '@/lib/bubbles';

const bubbles = makeBubbles();

/**
 * Decorative only: fixed behind the content, hidden from assistive technology, never
 * catching clicks, and still when the reader prefers reduced motion.
 */
export default function BubbleField() {
  const reduceMotion = useReducedMotion();
  return (
    <div
      aria-hidden="true"
      data-testid="bubble-field"
      style={{ position: 'fixed', inset: 0, zIndex: -1, pointerEvents: 'none', overflow: 'hidden', contain: 'strict' }}
    >
      <LazyMotion features={domAnimation} strict>
        {bubbles.map((b) => (
          <m.span
            key={b.id}
            data-radius={b.radius}
            style={{
              position: 'absolute',
              left: `${b.left}%`,
              top: `${b.top}%`,
              width: b.radius * 2,
              height: b.radius * 2,
              borderRadius: '50%',
              // The primary color of the scheme and color mode in force, faint.
              background: 'rgba(var(--mui-palette-primary-mainChannel) / 0.18)',
            }}
            animate={reduceMotion ? undefined : { y: [0, -60, 0], opacity: [0.5, 0.9, 0.5] }}
            transition={
              reduceMotion ? undefined : { duration: b.duration, delay: b.delay, repeat: Infinity, ease: 'easeInOut' }
            }
          />
        ))}
      </LazyMotion>
    </div>
  );
}

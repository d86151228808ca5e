// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBubbles, MAX_BUBBLES, MAX_RADIUS, MIN_RADIUS } from '@/lib/bubbles';

describe('background bubbles', () => {
  it('never makes more than 10 bubbles', () => {
    expect(MAX_BUBBLES).toBe(10);
    expect(makeBubbles()).toHaveLength(10);
    expect(makeBubbles(50)).toHaveLength(10);
    expect(makeBubbles(-3)).toHaveLength(0);
  });

  it('keeps every radius between 2 and 8', () => {
    expect([MIN_RADIUS, MAX_RADIUS]).toEqual([2, 8]);
    for (let seed = 1; seed < 200; seed++) {
      for (const b of makeBubbles(10, seed)) {
        expect(b.radius).toBeGreaterThanOrEqual(2);
        expect(b.radius).toBeLessThanOrEqual(8);
        expect(b.left).toBeGreaterThanOrEqual(0);
        expect(b.left).toBeLessThanOrEqual(100);
      }
    }
  });

  it('is the same on every render', () => {
    expect(makeBubbles()).toEqual(makeBubbles());
  });
});

/** Background bubbles (spec 9): at most 10, radius 2 to 8 px. */
export const MAX_BUBBLES = 10;
export const MIN_RADIUS = 2;
export const MAX_RADIUS = 8;

export interface Bubble {
  id: number;
  radius: number;
  /** Horizontal position in percent of the viewport width. */
  left: number;
  /** Vertical start position in percent of the viewport height. */
  top: number;
  duration: number;
  delay: number;
}

/** A small deterministic generator, so the field looks the same on every visit. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function makeBubbles(count: number = MAX_BUBBLES, seed = 7): Bubble[] {
  const random = seeded(seed);
  const n = Math.max(0, Math.min(MAX_BUBBLES, Math.floor(count)));
  return Array.from({ length: n }, (_, id) => ({
    id,
    radius: MIN_RADIUS + Math.round(random() * (MAX_RADIUS - MIN_RADIUS)),
    left: Math.round(random() * 96) + 2,
    top: Math.round(random() * 80) + 10,
    duration: 14 + random() * 12,
    delay: random() * 6,
  }));
}

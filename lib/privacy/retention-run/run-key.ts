const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * The key of a scheduled run under retentionRuns: its slot's India date and time to the second
 * (2026-11-28T02:30:00), so every instance that wakes for one slot names the same entry, and the
 * keys sort by time.
 */
export const runKeyOf = (slot: number): string =>
  new Date(Math.floor(slot / 1000) * 1000 + IST_OFFSET_MS).toISOString().slice(0, 19);

// Preloaded (node --import) into a server that an end-to-end test lets age past a cache window
// without waiting for it: each SIGUSR2 moves the clocks Next reads (Date.now and performance.now)
// forward by CLOCK_SHIFT_SECONDS, then writes the total shift, in seconds, to CLOCK_SHIFT_FILE,
// which the test waits for (e2e/news-serving.spec.ts).
// With CLOCK_START_MS, Date.now starts at that moment instead and runs on from there: a server whose
// records' ages must not depend on the day the tests run (e2e/retention.spec.ts).
import { writeFileSync } from 'node:fs';

const step = Number(process.env.CLOCK_SHIFT_SECONDS ?? 0) * 1000;
const file = process.env.CLOCK_SHIFT_FILE;
const realDateNow = Date.now;
const realPerformanceNow = performance.now.bind(performance);
const start = Number(process.env.CLOCK_START_MS);
// The start moves only the calendar: performance.now counts from the process's start, and must not go below zero.
const startOffset = Number.isFinite(start) && start > 0 ? start - realDateNow() : 0;
let shift = 0;

Date.now = () => realDateNow() + startOffset + shift;
performance.now = () => realPerformanceNow() + shift;
process.on('SIGUSR2', () => {
  shift += step;
  if (file) writeFileSync(file, String(shift / 1000));
});

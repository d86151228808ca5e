// Preloaded (node --import) into a server that an end-to-end test lets age past a cache window
// without waiting for it: each SIGUSR2 moves the clocks Next reads (Date.now and performance.now)
// forward by CLOCK_SHIFT_SECONDS, then writes the total shift, in seconds, to CLOCK_SHIFT_FILE,
// which the test waits for (e2e/news-editions.spec.ts).
import { writeFileSync } from 'node:fs';

const step = Number(process.env.CLOCK_SHIFT_SECONDS) * 1000;
const file = process.env.CLOCK_SHIFT_FILE;
const realDateNow = Date.now;
const realPerformanceNow = performance.now.bind(performance);
let shift = 0;

Date.now = () => realDateNow() + shift;
performance.now = () => realPerformanceNow() + shift;
process.on('SIGUSR2', () => {
  shift += step;
  if (file) writeFileSync(file, String(shift / 1000));
});

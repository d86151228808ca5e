import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    css: false,
    // A test waits for states (findBy…, waitFor), never for the clock. The first render of a file
    // compiles MUI on the spot, which on a busy 2-core machine takes more than Vitest's default 5 s,
    // so the limit only stops a test that hangs.
    testTimeout: 30_000,
    // Vitest leaves a core free by default, which on this 2-core machine is one worker for 200
    // files; the files are independent, so every core runs one.
    maxWorkers: availableParallelism(),
  },
});

import { defineConfig } from 'vitest/config';

// Builds of small fixture sites (each with one fault) and of the real-corpus specs.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.build.ts'],
    testTimeout: 600_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'plugins/**/*.test.ts',
      'common/**/*.test.ts',
      'tests/**/*.test.ts',
      'config/**/*.test.ts',
      'theme/**/*.test.ts',
      'deploy/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    testTimeout: 30_000,
  },
});

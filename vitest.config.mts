import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React Server Components; tests run on the server anyway.
      'server-only': path.resolve(import.meta.dirname, 'test/server-only-stub.ts'),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'app/**/*.test.ts',
      'components/**/*.test.ts',
      'sections/**/*.test.ts',
      'page-kinds/**/*.test.ts',
      'test/**/*.test.ts',
      // Tests of the shipped nginx site and of the scripts, beside the files they protect.
      'deploy/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['test/vitest.global-setup.ts'],
    setupFiles: ['test/vitest.setup.ts'],
    testTimeout: 30_000,
    // As Playwright's: a shared CI machine can stall a test; a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default', './test/flaky-reporter.ts'],
  },
});

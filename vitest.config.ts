import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    // Starting Chromium and a server in a suite's beforeAll has taken over 120 s on a 2-core box loaded by the rest of the suite.
    hookTimeout: 240_000,
    // Tests only read the dist/ the global setup built (changed content goes to temporary copies), so two files run at once, one per core.
    maxWorkers: 2,
  },
});

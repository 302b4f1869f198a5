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
    // Each worker imports the build and test helpers once, not once per file (~80 s of a run); no test mocks a module,
    // stubs a global or leaves the environment changed, and every file starts and stops its own servers and browser.
    isolate: false,
  },
});

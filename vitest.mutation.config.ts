import { defineConfig } from 'vitest/config';

// `npm run mutation`: the fast unit tests of the modules holding the product's rules; no build, no browser.
export default defineConfig({
  test: {
    include: [
      'tests/unit/content/dates.test.ts',
      'tests/unit/content/errors.test.ts',
      'tests/unit/content/front-matter.test.ts',
      'tests/unit/content/hints.test.ts',
      'tests/unit/content/load.test.ts',
      'tests/unit/content/markdown-links.test.ts',
      'tests/unit/content/markdown.test.ts',
      'tests/unit/content/unknown-keys.test.ts',
      'tests/unit/publish/host.test.ts',
      'tests/unit/publish/page-scan.test.ts',
      'tests/unit/shared/catalogue.test.ts',
      'tests/unit/shared/contact-form.test.ts',
      'tests/unit/shared/plan-facts.test.ts',
      'tests/unit/snapshot/guard.test.ts',
    ],
    testTimeout: 60_000,
    // The worker-thread batch tests run the same markdownToHtml in other threads, which Stryker cannot see into: 20 s a mutant for nothing.
    testNamePattern: /^(?!.*(blog-sized batch|cannot render a chunk))/,
  },
});

// `npm run mutation`: mutation testing of the modules that hold the product's rules (a report, not part of npm test).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Module-level mutants (constants, regular expressions) would rerun every test each; the tests of the functions using them cover them.
  ignoreStatic: true,
  mutate: [
    'build/content/errors.ts',
    'build/content/load.ts',
    'build/content/plan-placeholders.ts',
    'shared/plan-facts.ts',
    'shared/catalogue/search.ts',
    'shared/catalogue/view.ts',
    'build/snapshot/guard.ts',
    'build/publish/host.ts',
    'build/publish/page-scan.ts',
    'build/content/markdown.ts',
    'shared/contact-form.ts',
  ],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', '.cache', 'reports', 'dist.staging-*', 'dist.previous-*'],
  cleanTempDir: 'always',
};

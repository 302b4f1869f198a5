// The one-way house: build/ ──▶ templates/, client/ ──▶ shared/, and no cycles (README, "Layout").
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties modules together so that none can be read, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-layer',
      severity: 'error',
      comment: 'shared/ is imported by build/, templates/ and client/, so it imports none of them.',
      from: { path: '^shared/' },
      to: { path: '^(build|templates|client)/' },
    },
    {
      name: 'no-build-from-templates-or-client',
      severity: 'error',
      comment: 'Templates and client scripts never import a build stage; what they need goes to shared/.',
      from: { path: '^(templates|client)/' },
      to: { path: '^build/' },
    },
    {
      name: 'no-templates-client-crossing',
      severity: 'error',
      comment: 'Templates and client scripts do not import each other; what both need goes to shared/.',
      from: { path: '^(templates|client)/' },
      to: { path: '^(templates|client)/', pathNot: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|tests)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
    cache: false,
  },
};

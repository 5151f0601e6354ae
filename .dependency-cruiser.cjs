/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle inside a package or app: one concept per file means a graph, not a knot.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'apps-never-import-apps',
      severity: 'error',
      comment: 'Only packages/* may be imported across folders (ARCHITECTURE.md "Layout").',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test/fixtures|\\.data)/' },
    // Runtime imports only: recursive types may refer to each other across files (an UNDO change
    // item's fields hold a ChangeItem, whose fields are a union over every type's fields).
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
}

// The layer rules of docs/architecture.md ("Layers"), checked by scripts/check-layers.ts (decision 245). Paths are
// relative to the root cruised. Severity is 'error' here; whether a violation fails `npm run check` is decided by
// MODE in scripts/check-layers.ts, which adds the screens rule from the route table. Ad hoc: `npx depcruise --config .dependency-cruiser.mjs app server core`.

/** Tests and their helpers: exempt from the face rule. */
const TESTS = ['\\.test\\.tsx?$', '(^|/)testing\\.tsx?$', '\\.test-support\\.tsx?$'];

/** npm packages that do I/O or need Node: never in core/. */
const SERVER_PACKAGES = [
  'pg',
  'pg-[^/]+',
  '@electric-sql',
  'fastify',
  '@fastify',
  '@mcansh',
  'ioredis',
  'sharp',
  'ws',
  'pino',
  'prom-client',
  '@sentry/node',
  '@react-router/node',
  'libheif-js',
  'aws4fetch',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-pure',
      comment:
        'core/ is pure TypeScript: it imports only core/ and npm packages, no node: builtins (nor server/, app/).',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        pathNot: ['^core/', '(^|/)node_modules/'],
      },
    },
    {
      name: 'core-pure',
      comment: 'core/ imports no npm package that does I/O.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: `(^|/)node_modules/(${SERVER_PACKAGES.join('|')})/` },
    },
    {
      name: 'module-face',
      comment: 'Another module is imported only through its face, server/modules/<m>/index.ts.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-face',
      comment: 'Code outside server/modules/ imports a module only through its face, server/modules/<m>/index.ts.',
      severity: 'error',
      from: { path: '^(app|server|core)/', pathNot: ['^server/modules/', ...TESTS] },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'modules-not-flows',
      comment: 'Flows call modules, never the other way round: server/modules/ does not import server/flows/.',
      severity: 'error',
      from: { path: '^server/modules/' },
      to: { path: '^server/flows/' },
    },
    {
      name: 'app-not-server-values',
      comment:
        'app/ imports server/ only with `import type`; pages get services from the load context (decision 249). ' +
        'Tests are not in the page build: they may set up with server code.',
      severity: 'error',
      from: { path: '^app/', pathNot: TESTS },
      to: { path: '^server/', dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'no-cycle',
      comment: 'No import cycle in server/, app/ or core/, type imports included.',
      severity: 'error',
      from: { path: '^(app|server|core)/' },
      to: { path: '^(app|server|core)/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^\\.react-router/', '^build/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};

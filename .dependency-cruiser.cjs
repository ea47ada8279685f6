/**
 * The import rules of the repository (decision 050), checked by `pnpm lint` after eslint
 * (`depcruise --config .dependency-cruiser.cjs apps packages mocks e2e contract-tests scripts`).
 * Paths are relative to the folder dependency-cruiser runs in (the repository root; the
 * boundaries test runs the same rules on a fixture folder laid out alike).
 *
 * Layers of the server (apps/api/src): `platform/` (what every domain uses) imports no module;
 * a module (`modules/<domain>/`) imports platform and other modules' `index.ts` only; the
 * composition root (app.ts, server.ts, routes.ts, cli/...) imports modules' `index.ts` only.
 * Packages: contract imports no other @shop package and no React; ui stays presentational;
 * mocks never import ui or the server; the api-client never imports ui, mocks or the router;
 * the server never imports ui or the storefront. No import cycle anywhere.
 */

/**
 * A package under node_modules (pnpm's `.pnpm/<name>@<version>/node_modules/<name>/` too).
 * Workspace packages (@shop/*) resolve to their folders (packages/..., mocks/).
 */
const npm = (name) => `(^|/)node_modules/${name}/`;

/**
 * An npm package whether it resolves or not: under pnpm a package a folder does not depend on
 * does not resolve from it, and dependency-cruiser then reports the bare name (`swr`), so a rule
 * on the resolved path alone would never fire on the import it exists to stop.
 */
const pkg = (name) => `${npm(name)}|^${name}(/|$)`;

/** Stories and tests of packages/ui, which may use mocks and the api-client. */
const UI_STORIES_AND_TESTS = '^packages/ui/src/.+\\.(stories|test)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle: a cycle makes load order matter (a module read before it is initialised).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-imports-other-module-index-only',
      severity: 'error',
      comment: 'A server module imports another module only through its index.ts (its public surface).',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-imports-no-root',
      severity: 'error',
      comment:
        'A server module never imports the composition root (app.ts, server.ts, routes.ts, demo.ts, cli/): the root wires modules, not the other way round.',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/(?!modules/|platform/)' },
    },
    {
      name: 'root-imports-module-index-only',
      severity: 'error',
      comment:
        "The server's composition root (app.ts, server.ts, routes.ts, cli/) uses modules through their index.ts.",
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/(modules|platform)/' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'platform/ is what every domain uses: it imports no module and not the composition root.',
      from: { path: '^apps/api/src/platform/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/platform/' },
    },
    {
      name: 'contract-imports-no-other-shop-package-nor-react',
      severity: 'error',
      comment: '@shop/contract is the bottom layer: no other @shop package, no React.',
      from: { path: '^packages/contract/' },
      to: {
        path: ['^(packages/(?!contract/)|apps/|mocks/)', pkg('react(-dom)?')],
      },
    },
    {
      name: 'ui-no-router-nor-fetching',
      severity: 'error',
      comment:
        'ui is presentational: take hrefs/callbacks as props; data comes in as props (no router, no swr).',
      from: { path: '^packages/ui/src/', pathNot: UI_STORIES_AND_TESTS },
      to: { path: [pkg('react-router(-dom)?'), pkg('swr')] },
    },
    {
      name: 'ui-no-mocks',
      severity: 'error',
      comment: 'ui never imports mocks outside stories and tests.',
      from: { path: '^packages/ui/src/', pathNot: UI_STORIES_AND_TESTS },
      to: { path: '^mocks/' },
    },
    {
      name: 'ui-api-client-types-only',
      severity: 'error',
      comment: 'ui may import api-client types only (the rules come from @shop/contract).',
      from: { path: '^packages/ui/src/', pathNot: UI_STORIES_AND_TESTS },
      to: { path: '^packages/api-client/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'mocks-no-ui-nor-server',
      severity: 'error',
      comment: 'mocks never import ui or the server.',
      from: { path: '^mocks/' },
      to: { path: ['^packages/ui/', '^apps/api/'] },
    },
    {
      name: 'api-client-no-ui-mocks-router',
      severity: 'error',
      comment: 'the transport never imports UI, router or mocks.',
      from: { path: '^packages/api-client/src/' },
      to: { path: ['^packages/ui/', '^mocks/', pkg('react-router(-dom)?')] },
    },
    {
      name: 'api-no-ui-nor-storefront',
      severity: 'error',
      comment: 'the server never imports ui or the storefront (it loads the storefront bundle at run time).',
      from: { path: '^apps/api/' },
      to: { path: ['^packages/ui/', '^apps/storefront/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)dist(-mocks|-server)?/',
        '^storybook-static/',
        '(^|/)public/',
        // The boundaries test's fixture breaks the rules on purpose.
        '^apps/api/test/fixtures/boundaries/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

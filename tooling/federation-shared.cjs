// The one list of federated singletons. Every webpack config (shell and remotes) uses it, so
// React, the router, Redux, styled-components and the shared-* packages exist once per page.
// react-router and Redux Toolkit are not shared themselves: shared whole they cost 61 KB and
// 28 KB gzip on the first load. Code reaches them only through @glow/shared-ui (the router) and
// @glow/shared-api (RTK), which bundle the parts Glow uses, once (an ESLint rule keeps it so).
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'styled-components',
  '@glow/shared-api',
  // Loaded by the areas that use it, not with the shell (shared-api/src/sharedEndpoints.ts).
  '@glow/shared-api/sharedEndpoints',
  '@glow/shared-ui',
  '@glow/shared-wallet',
];

/** The `shared` option of ModuleFederationPlugin; versions come from each app's package.json. */
function federationShared() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true }]));
}

module.exports = { SINGLETONS, federationShared };

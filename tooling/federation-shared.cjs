// The one list of federated singletons. Every webpack config (shell and remotes) uses it, so
// React, the router, Redux, styled-components and the shared-* packages exist once per page.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  '@glow/shared-api',
  '@glow/shared-ui',
  '@glow/shared-wallet',
];

/** The `shared` option of ModuleFederationPlugin; versions come from each app's package.json. */
function federationShared() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true }]));
}

module.exports = { SINGLETONS, federationShared };

// The one list of federated singletons. Every webpack config (shell and remotes) uses it, so
// React, the router, Redux, styled-components and the shared-* packages exist once per page.
// react-router and Redux Toolkit are not shared themselves: shared whole they cost 61 KB and
// 28 KB gzip on the first load. Code reaches them only through @glow/shared-ui (the router) and
// @glow/shared-api (RTK), which bundle the parts Glow uses, once (an ESLint rule keeps it so).
const path = require('node:path');
const { sharedRequirements } = require('./sharedVersions/sharedRanges.cjs');

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

/** The workspace's singletons, whose versions and ranges come from their recorded surfaces. */
const WORKSPACE_SINGLETONS = SINGLETONS.filter((name) => name.startsWith('@glow/'));

const ROOT = path.join(__dirname, '..');

/**
 * What the app needs of each workspace singleton (tooling/docs/shared-versions.md), found from
 * the modules its build bundles. An import api-surface.json does not record fails a production
 * build and warns in development.
 * @param {{ dir: string, entryFiles: string[], mode: string }} app  entry files relative to dir
 */
function workspaceSingletonRequirements(app) {
  return sharedRequirements({
    root: ROOT,
    appName: path.basename(app.dir),
    entryFiles: app.entryFiles.map((file) => path.join(app.dir, file)),
    singletons: WORKSPACE_SINGLETONS,
    onUnrecorded(message) {
      if (app.mode === 'production') throw new Error(message);
      console.warn(`warning: ${message}`);
    },
  });
}

/**
 * The `shared` option of ModuleFederationPlugin. Third-party singletons take their versions and
 * ranges from the app's package.json, as Module Federation computes them; the workspace's carry
 * the version built against and the range the app needs.
 * @param {Record<string, import('./sharedVersions/sharedRanges.cjs').SharedRequirement>} requirements
 */
function federationShared(requirements) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requirement = requirements[name];
      if (!requirement) return [name, { singleton: true }];
      const { version, requiredVersion } = requirement;
      return [name, { singleton: true, version, requiredVersion }];
    }),
  );
}

module.exports = { SINGLETONS, workspaceSingletonRequirements, federationShared };

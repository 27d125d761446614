// The webpack config every app builds with; an app passes only what makes it different.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { federationShared, workspaceSingletonRequirements } = require('./federation-shared.cjs');
const { EmitSharedVersionsPlugin } = require('./sharedVersions/emitSharedVersions.cjs');
const { REMOTES } = require('./remotes.cjs');
const { EmitAreaDeclarationPlugin, readAreaDeclaration } = require('./remoteArea.cjs');
const { StableFederationEntryIdsPlugin } = require('./stableFederationEntryIds.cjs');

/** The ES module build of a federation runtime package: its `.cjs` file's `.js` twin. */
function esmEntry(request, from) {
  return require.resolve(request, { paths: [from] }).replace(/\.cjs$/, '.js');
}
const ENHANCED = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
const RUNTIME_TOOLS = path.dirname(
  require.resolve('@module-federation/runtime-tools', { paths: [ENHANCED] }),
);
const RUNTIME = path.dirname(
  require.resolve('@module-federation/runtime', { paths: [RUNTIME_TOOLS] }),
);
const FEDERATION_RUNTIME_ESM = {
  '@module-federation/inject-external-runtime-core-plugin$': esmEntry(
    '@module-federation/inject-external-runtime-core-plugin',
    ENHANCED,
  ),
  '@module-federation/runtime-tools/runtime-core$': esmEntry(
    '@module-federation/runtime-tools/runtime-core',
    ENHANCED,
  ),
  '@module-federation/runtime/core$': esmEntry('@module-federation/runtime/core', RUNTIME_TOOLS),
  '@module-federation/runtime-core$': esmEntry('@module-federation/runtime-core', RUNTIME),
};

/**
 * styled-components' class names from each component's file and place rather than from the order
 * components were created in, so the server's HTML and the browser's first render agree.
 */
const STYLED_COMPONENTS_PLUGIN = [
  require.resolve('@swc/plugin-styled-components'),
  { ssr: true, displayName: false, fileName: false, transpileTemplateLiterals: false },
];

/** The apps' TypeScript and JSX, compiled by SWC, for the browser or for Node. */
function typeScriptRule({ development, target }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
          experimental: { plugins: [STYLED_COMPONENTS_PLUGIN] },
        },
      },
    },
  };
}

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [__dirname + '/../shell'] })),
  'dist/production/index.mjs',
);

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name         the federation container name, e.g. glow_admin
 * @param {number} [app.devPort]    the port `pnpm dev` serves it on (a remote's comes from remotes.cjs)
 * @param {Record<string,string>} [app.exposes]  what a remote exposes
 * @param {(mode: string) => import('webpack').WebpackPluginInstance[]} [app.plugins]
 * @param {import('webpack-dev-server').Configuration} [app.devServer]
 */
function createWebpackConfig(app) {
  const isRemote = Boolean(app.exposes);
  return (env, argv) => {
    if (env?.server) return createServerConfig(app);
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const entry = isRemote ? {} : { main: './src/index.ts' };
    const sharedRequirements = workspaceSingletonRequirements({
      dir: app.dir,
      entryFiles: [...Object.values(entry), ...Object.values(app.exposes ?? {})],
      mode,
    });
    return {
      mode,
      context: app.dir,
      // A remote is used only through its container (remoteEntry.js), so it has no entry of its own.
      entry,
      // Modern output (as the code itself is compiled to): smaller than webpack's ES5 default.
      target: ['web', 'es2020'],
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // Remotes resolve their chunks from wherever their manifest was served (a versioned CDN path).
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // react-router's package points every bundler at its development build.
        alias: {
          ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
          ...FEDERATION_RUNTIME_ESM,
        },
      },
      module: { rules: [typeScriptRule({ development: !production, target: 'es2020' })] },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, path.join(app.dir, 'webpack.config.js')] },
      },
      // Tree shaking in every mode, as production has it: the shell's main.js imports only
      // startRemoteAreas from shell/src/remoteAreas, whose other exports need React, which main.js
      // cannot use (it runs before the shared scope is set up); with the shell's package.json
      // declaring no side effects, the unused exports stay out of main.js in `pnpm dev` too.
      optimization: {
        usedExports: true,
        // SWC's minifier: as small as Terser's output, in a fraction of its time.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: app.exposes,
          shared: federationShared(sharedRequirements),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // One copy of the federation runtime per page: the shell's.
            ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
            // Remotes are registered by their entry script, so the manifest-snapshot code and the
            // Node.js loaders of the runtime are never used.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new StableFederationEntryIdsPlugin(),
        // What the app needs of each shared-* singleton, for a deploy to explain a refusal.
        new EmitSharedVersionsPlugin(sharedRequirements),
        // A remote's paths, label and home, for the deploy to copy into remotes.json.
        ...(isRemote ? [new EmitAreaDeclarationPlugin(readAreaDeclaration(app.dir))] : []),
        ...(app.plugins ? app.plugins(mode) : []),
      ],
      devServer: {
        port: app.devPort ?? REMOTES.find((remote) => remote.name === app.name).devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...app.devServer,
      },
    };
  };
}

/**
 * The app built for Node, to render pages on the web origin (web-server/docs/server-rendering.md):
 * a remote's container as a CommonJS module whose chunks the federation's Node runtime plugin
 * fetches from wherever its entry was loaded; the shell's renderer, the host that loads them. Both
 * share the same singletons as in the browser, so one React tree holds the shell's frame and a
 * remote's page.
 */
function createServerConfig(app) {
  const isRemote = Boolean(app.exposes);
  const sharedRequirements = workspaceSingletonRequirements({
    dir: app.dir,
    entryFiles: isRemote ? Object.values(app.exposes) : [app.serverEntry],
    mode: 'production',
  });
  return {
    mode: 'production',
    context: app.dir,
    target: 'async-node',
    entry: isRemote ? {} : { render: app.serverEntry },
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      // Chunks resolve against the URL their container was loaded from.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: app.name,
      library: isRemote ? undefined : { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { 'react-router$': REACT_ROUTER_PRODUCTION },
    },
    module: { rules: [typeScriptRule({ development: false, target: 'es2022' })] },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        library: isRemote ? { type: 'commonjs-module', name: app.name } : undefined,
        remoteType: 'script',
        exposes: app.exposes,
        shared: federationShared(sharedRequirements),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      new StableFederationEntryIdsPlugin(),
    ],
  };
}

module.exports = { createWebpackConfig };

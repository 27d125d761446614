// The API for production: src/main.ts and what it imports from the workspace (the contract; the
// stand-ins the demo story plays against) bundled into dist/, ES modules that `node` runs without
// tsx. The packages the API depends on stay outside, imported from its node_modules at run time.
const path = require('node:path');
const webpack = require('webpack');
const { dependencies } = require('./package.json');

const DIST = path.join(__dirname, 'dist');

/**
 * Imported at run time from the API's node_modules: its dependencies (not its workspace ones).
 * What else the bundled files import, the stand-ins' own packages (ws, qrcode), is bundled with
 * them; Node's modules are left to the node target, which require()s them as CommonJS code does.
 */
function isDependency(request) {
  const name = request.startsWith('@') ? request.split('/', 2).join('/') : request.split('/')[0];
  return name in dependencies && !dependencies[name].startsWith('workspace:');
}

module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node20',
  entry: { main: './src/main.ts' },
  devtool: 'source-map',
  output: {
    path: DIST,
    filename: '[name].js',
    // The demo story and the stand-ins it starts, in one chunk: imported when the demo data is
    // first made, as under tsx.
    chunkFilename: 'chunk-[id].js',
    module: true,
    chunkFormat: 'module',
    clean: true,
  },
  experiments: { outputModule: true },
  externalsType: 'module',
  externals: [
    ({ request }, callback) => (isDependency(request) ? callback(null, request) : callback()),
  ],
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    parser: {
      // import.meta stays as it is: the plugin below gives each module its own import.meta.url.
      // new URL(…, import.meta.url) names a folder here (the migrations), not a file to bundle.
      javascript: { importMeta: false, url: false },
    },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
      },
    ],
  },
  plugins: [
    // import.meta.url of each module is its source file's URL, as under tsx, found from the
    // bundle's own location: a module's paths to the API's folders (drizzle/ for the migrations,
    // .data/ for PGlite) resolve alike, wherever the api folder lies.
    new webpack.DefinePlugin({
      'import.meta.url': webpack.DefinePlugin.runtimeValue(({ module }) => {
        const fromBundle = path.relative(DIST, module.resource).split(path.sep).join('/');
        return `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      }),
    }),
    // ws loads these native helpers when it finds them, and works without them.
    new webpack.IgnorePlugin({ resourceRegExp: /^(bufferutil|utf-8-validate)$/ }),
  ],
  optimization: {
    // Stack traces read like the source (with --enable-source-maps, as the start scripts run it).
    minimize: false,
    // process.env.NODE_ENV is read when the API runs, as every other setting is.
    nodeEnv: false,
    splitChunks: false,
  },
  performance: { hints: false },
  cache: {
    type: 'filesystem',
    cacheDirectory: path.join(__dirname, 'node_modules/.cache/webpack'),
    buildDependencies: { config: [__filename] },
  },
};

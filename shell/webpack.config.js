const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { createWebpackConfig } = require('../tooling/webpack.config.base.cjs');
const { devRemoteListings } = require('../tooling/remotes.cjs');
const { version } = require('./package.json');
const { PreloadFirstRenderPlugin } = require('./build/PreloadFirstRenderPlugin.cjs');

/** Configuration read when the shell is built (docs/configuration.md). */
const BUILD_ENV = [
  'GLOW_THEME',
  'GLOW_LOG_LEVEL',
  'GLOW_DOCS_URL',
  'GLOW_ORGANISATION_NAME',
  'GLOW_ORGANISATION_URL',
];

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'glow_shell',
  devPort: 8080,
  serverEntry: './src/server/index.ts',
  plugins: (mode) => [
    new HtmlWebpackPlugin({ template: './src/index.html' }),
    ...(mode === 'production' ? [new PreloadFirstRenderPlugin()] : []),
    new DefinePlugin({
      ...Object.fromEntries(
        BUILD_ENV.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
      ),
      'process.env.GLOW_SHELL_VERSION': JSON.stringify(version),
    }),
  ],
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.GLOW_API_URL ?? 'http://127.0.0.1:8082' }],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/remotes.json', (_request, response) =>
        response.json(devRemoteListings()),
      );
      return middlewares;
    },
  },
});

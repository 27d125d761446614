const { createWebpackConfig } = require('../tooling/webpack.config.base.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'glow_public',
  exposes: { './routes': './src/routes.tsx' },
});

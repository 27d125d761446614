const { createWebpackConfig } = require('../tooling/webpack.config.base.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'glow_scout',
  exposes: { './routes': './src/routes.tsx' },
});

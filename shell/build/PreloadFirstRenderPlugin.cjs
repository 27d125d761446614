const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Adds `<link rel="preload">` to index.html for the chunks the first render needs besides
 * main.js: the bootstrap chunk and the shared libraries (React, styled-components, shared-*…).
 * Without it they are only requested once main.js has downloaded and run, one round trip later.
 * Left out: chunks of lazy imports (pages, wallet connectors) and the shell's fallback copies
 * for consuming a shared module, which are never used because the shell provides its own.
 */
class PreloadFirstRenderPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFirstRenderPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            const needed = group.origins.some(
              ({ module, request }) =>
                request === './bootstrap' || module?.identifier().startsWith('provide module'),
            );
            if (!needed || group.isInitial()) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          data.headTags.push(
            ...[...files].sort().map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadFirstRenderPlugin };

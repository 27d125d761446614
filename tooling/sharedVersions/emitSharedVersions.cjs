// Writes what an app's build needs of each shared singleton into the build, as glow-shared.json
// beside mf-manifest.json: the version built against, the range, and the exports used with their
// `since`, so a deploy that refuses a build can say which export needs a newer shell.
const SHARED_VERSIONS_FILE = 'glow-shared.json';

class EmitSharedVersionsPlugin {
  /** @param {Record<string, import('./sharedRanges.cjs').SharedRequirement>} requirements */
  constructor(requirements) {
    this.requirements = requirements;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitSharedVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitSharedVersionsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = `${JSON.stringify(this.requirements, null, 2)}\n`;
          compilation.emitAsset(SHARED_VERSIONS_FILE, new sources.RawSource(text));
        },
      );
    });
  }
}

module.exports = { SHARED_VERSIONS_FILE, EmitSharedVersionsPlugin };

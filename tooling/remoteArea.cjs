// A remote's area declaration (the type AreaDeclaration in contract/src/remotesJson.ts): the
// `glowArea` field of its package.json says which path prefixes it serves, its label and home.
// Its build writes it to glow-area.json beside mf-manifest.json; a deploy checks that file and
// copies it into the remote's line of remotes.json (deploy/src/areaDeclaration.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The file a remote's build writes its declaration to. */
const AREA_FILE = 'glow-area.json';

/** The `glowArea` field of a remote's package.json, as written (the deploy checks it). */
function readAreaDeclaration(remoteDir) {
  const file = path.join(remoteDir, 'package.json');
  const { glowArea } = JSON.parse(readFileSync(file, 'utf8'));
  if (!glowArea) {
    throw new Error(
      `${file} has no "glowArea": a remote declares { label, home, paths } there (see deploy/docs/deploying.md)`,
    );
  }
  return glowArea;
}

/** Writes the remote's declaration into its build, as glow-area.json. */
class EmitAreaDeclarationPlugin {
  constructor(declaration) {
    this.declaration = declaration;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitAreaDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitAreaDeclarationPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = `${JSON.stringify(this.declaration, null, 2)}\n`;
          compilation.emitAsset(AREA_FILE, new sources.RawSource(text));
        },
      );
    });
  }
}

module.exports = { AREA_FILE, readAreaDeclaration, EmitAreaDeclarationPlugin };

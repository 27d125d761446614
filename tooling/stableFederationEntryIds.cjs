// @module-federation/enhanced generates the runtime entry it adds to every app as
// node_modules/.federation/entry.<hash>.js, where the hash is taken over the absolute paths it
// imports, and a remote's container entry names that file by its absolute path. webpack derives
// module ids from these names, so without this plugin those modules' ids, and with them the bytes
// and content hashes of main.js and remoteEntry.js, would change with the folder the repo is
// built in.
const PLUGIN = 'StableFederationEntryIdsPlugin';
const FEDERATION_ENTRY = /\S*[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js/g;
/** Above the range webpack's deterministic ids take for an app of this size (at most 4 digits). */
const FIRST_ID = 99990;

class StableFederationEntryIdsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(PLUGIN, (modules) => {
        const named = [];
        for (const module of modules) {
          const identifier = module.identifier();
          const pathFree = identifier.replace(FEDERATION_ENTRY, '.federation/entry.js');
          if (pathFree !== identifier) named.push({ module, pathFree });
        }
        named
          .sort((a, b) => (a.pathFree < b.pathFree ? -1 : 1))
          .forEach(({ module }, index) =>
            compilation.chunkGraph.setModuleId(module, FIRST_ID + index),
          );
      });
    });
  }
}

module.exports = { StableFederationEntryIdsPlugin };

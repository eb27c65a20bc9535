/**
 * Writes dist/manifest.json so a host template can render the tags of each entry:
 * { entrypoints: { storefront: { js: [...], css: [...] } }, files: { chunkName: file } }.
 */
class ManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoints = {};
          for (const [name, entry] of compilation.entrypoints) {
            const files = entry.getFiles().filter((f) => !f.endsWith('.map') && !f.endsWith('.LICENSE.txt'));
            entrypoints[name] = {
              js: files.filter((f) => f.endsWith('.js')),
              css: files.filter((f) => f.endsWith('.css')),
            };
          }
          const files = {};
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (file.endsWith('.map')) continue;
              const ext = file.slice(file.lastIndexOf('.'));
              files[`${chunk.name ?? chunk.id}${ext}`] = file;
            }
          }
          const json = JSON.stringify({ entrypoints, files }, null, 2);
          compilation.emitAsset('manifest.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ManifestPlugin };

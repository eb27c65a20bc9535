/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, at the best
 * quality, so a host serves them by content negotiation without compressing per request.
 * Node's own zlib: no dependency, and the same brotli the host uses for its dynamic answers.
 */
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

/** Text, and the camera scanner's WebAssembly (1.1 MB, about a third of that compressed). */
const TEXT = /\.(js|css|svg|txt|wasm)$/;
/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 512;

class CompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!TEXT.test(name)) continue;
            const body = source.buffer();
            if (body.length < MIN_BYTES) continue;
            const br = brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            const gz = gzipSync(body, { level: 9 });
            const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable };
            if (br.length < body.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
            if (gz.length < body.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
          }
        },
      );
    });
  }
}

module.exports = { CompressPlugin };

/**
 * Writes dist/manifest.json so a host template can render the tags of each entry and preload the
 * lazy chunks a page will ask for:
 * { entrypoints: { storefront: { js, css } }, chunks: { 'w-ProductList': { js, css }, 'labels-tr': … },
 *   preload: { locales: { tr: [chunk…] }, authenticated: [chunk…], widgets: { ProductList: [chunk…] },
 *     moreLabels: { tr: [chunk…] }, pageLabelWidgets: [name…] },
 *   files: { chunkName: file } }.
 * `chunks` lists, per named lazy chunk (a widget, a label table, a flow), every file its import
 * fetches, the shared split chunks included, in the order webpack loads them.
 */
const plan = require('./preloadPlan');

/** The widget a chunk group was created for: the import of src/widgets/Name/Name. */
const WIDGET_IMPORT = /(?:^|\/)widgets\/([A-Z][A-Za-z]+)\/\1(?:\.tsx?)?$/;

/**
 * The `preload` section: chunk names per locale, per logged-in visit and per widget (the chunk its
 * import loads, found from the chunk group's origins, several widgets may share one, plus its flows).
 */
function preloadSection(compilation, chunks) {
  const known = (names) => names.filter((name) => chunks[name] !== undefined);
  const widgets = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (chunks[name] === undefined) continue;
    for (const origin of group.origins) {
      const widget = WIDGET_IMPORT.exec(origin.request ?? '')?.[1];
      if (widget) widgets[widget] = known([name, ...(plan.widgetFlows[widget] ?? [])]);
    }
  }
  return {
    locales: Object.fromEntries(
      Object.entries(plan.locales).map(([locale, names]) => [locale, known(names)]),
    ),
    authenticated: known(plan.authenticated),
    widgets,
    moreLabels: Object.fromEntries(
      Object.entries(plan.moreLabels).map(([locale, names]) => [locale, known(names)]),
    ),
    pageLabelWidgets: plan.pageLabelWidgets,
  };
}

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
          const chunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            const groupFiles = group
              .getFiles()
              .filter((f) => !f.endsWith('.map') && !f.endsWith('.LICENSE.txt'));
            chunks[name] = {
              js: groupFiles.filter((f) => f.endsWith('.js')),
              css: groupFiles.filter((f) => f.endsWith('.css')),
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
          const json = JSON.stringify(
            { entrypoints, chunks, preload: preloadSection(compilation, chunks), files },
            null,
            2,
          );
          compilation.emitAsset('manifest.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ManifestPlugin };

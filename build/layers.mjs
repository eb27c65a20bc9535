/**
 * The layers of the bundle, written once: the eslint config turns them into no-restricted-imports
 * rules per folder, and build/importGraph.ts checks the resolved import graph against them (with
 * the cycles eslint cannot see). A folder of src/ may import only the folders listed for it; the
 * host (server/) may import only the rules and the contract it shares with the widgets.
 */
export const SRC_LAYERS = {
  domain: [],
  contract: ['domain'],
  config: ['contract', 'domain'],
  api: ['config', 'contract', 'domain'],
  ui: ['domain'],
  store: ['config', 'contract', 'domain'],
  i18n: ['config', 'contract', 'domain', 'store'],
  sagas: ['api', 'config', 'contract', 'domain', 'i18n', 'store'],
  widgets: ['config', 'contract', 'domain', 'i18n', 'store', 'ui'],
  app: ['api', 'config', 'contract', 'domain', 'sagas', 'store'],
  mount: ['config', 'contract', 'domain', 'i18n', 'store', 'ui', 'widgets'],
  // The server render entry: the islands' tree (mount), without the sagas or the api.
  ssr: ['config', 'contract', 'domain', 'i18n', 'mount', 'store', 'ui', 'widgets'],
};

/** What server/ may take from src/. */
export const SERVER_MAY_IMPORT = ['domain', 'contract'];

/** Widgets share code through this folder only; one widget never imports another's folder. */
export const SHARED_WIDGET_FOLDER = 'shared';

/** The eslint rule entries that say the same as the tables above, one per src folder and one for server/. */
export function layerLintRules() {
  const all = Object.keys(SRC_LAYERS);
  const up = (path) => `^(\\.\\./)+${path}(/|$)`;
  const perFolder = Object.entries(SRC_LAYERS).map(([folder, allowed]) => {
    const forbidden = all.filter((other) => other !== folder && !allowed.includes(other));
    const patterns = [
      ...forbidden.map((other) => ({
        regex: up(other),
        message: `src/${folder} may import only ${allowed.join(', ') || 'nothing else in src'} (build/layers.mjs).`,
      })),
      { regex: up('server'), message: 'The bundle never imports the reference host.' },
    ];
    if (folder === 'widgets')
      patterns.push({
        regex: `^\\.\\./(?!${SHARED_WIDGET_FOLDER}/)[^./][^/]*/`,
        message: `A widget imports another widget's code only through widgets/${SHARED_WIDGET_FOLDER}.`,
      });
    return {
      files: [`src/${folder}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
  const srcFolders = all.filter((folder) => !SERVER_MAY_IMPORT.includes(folder));
  const server = {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+src/(${srcFolders.join('|')})(/|$)`,
              message: `The host shares only src/${SERVER_MAY_IMPORT.join(' and src/')} with the widgets.`,
            },
          ],
        },
      ],
    },
  };
  return [...perFolder, server];
}

/**
 * The layers of the bundle and of the reference host, written once: the eslint config turns them into
 * no-restricted-imports rules per folder, and build/importGraph.ts checks the resolved import graph
 * against them (with the cycles eslint cannot see). A folder of src/ may import only the folders listed
 * for it; the host (server/) may import only the rules and the contract it shares with the widgets, and
 * each of its layers only the layers listed for it.
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

/**
 * The host's layers: routes parse a request and call a service; a service owns one business action
 * (its rules, its transaction and locks, its refusals); repositories only read and write rows; db opens
 * the store. Views render what they are given (a repository's row type may name their input, nothing
 * else of it). `server/domain` holds the host's pure rules and its refusal type, and imports no
 * repository. The demo seed fills the store through repositories; store/ opens a store (db) and seeds
 * a new one.
 *
 * `imports`: the layers a layer's files may import; `typesFrom`: layers it may take types from only
 * (`import type`); `never`: files of an allowed layer it still may not import.
 */
export const SERVER_LAYERS = {
  // The words and the build facts every layer may use; context.ts is the app's handle, types only.
  shared: { imports: [], typesFrom: ['db', 'repo', 'http'] },
  domain: { imports: ['shared'] },
  db: { imports: ['shared', 'domain'] },
  repo: { imports: ['db', 'domain', 'shared'] },
  seed: { imports: ['db', 'repo', 'domain', 'shared'] },
  // Opening a store: the engine's database, brought to the schema and, when new, filled with the demo.
  // Its command-line tools read their settings through config.
  store: { imports: ['db', 'seed', 'repo', 'domain', 'shared', 'config'] },
  // The environment's settings, read and judged in one place (server/config/readConfig.ts).
  config: { imports: ['db', 'http', 'ssr', 'shared'] },
  // The operator's view of a running host: its logger, metrics and per-request telemetry.
  observability: { imports: ['db', 'ssr', 'shared'], typesFrom: ['config'] },
  // The operator's commands (npm run admin): open a store, run one business action on it.
  admin: { imports: ['store', 'services', 'repo', 'db', 'domain', 'shared', 'config'] },
  http: { imports: ['shared', 'domain'] },
  // The ERP import: reads and judges a file, writes through repositories (its CLI opens a store).
  import: { imports: ['store', 'services', 'repo', 'db', 'domain', 'shared', 'config'] },
  ssr: { imports: ['shared'] },
  auth: { imports: ['http', 'repo', 'db', 'domain', 'shared'] },
  services: { imports: ['repo', 'db', 'domain', 'shared', 'http'], never: ['http/errors'] },
  views: { imports: ['http', 'ssr', 'domain', 'shared'], typesFrom: ['repo'] },
  routes: {
    imports: ['services', 'import', 'repo', 'views', 'auth', 'http', 'ssr', 'domain', 'shared'],
    typesFrom: ['db'],
  },
  // The payment frame is a small app of its own origin: its pages serve files as the storefront's do.
  payment: {
    imports: ['routes', 'services', 'repo', 'auth', 'http', 'domain', 'shared'],
    typesFrom: ['db'],
  },
  app: {
    imports: [
      'config',
      'observability',
      'routes',
      'payment',
      'services',
      'store',
      'repo',
      'db',
      'seed',
      'auth',
      'http',
      'ssr',
      'views',
      'domain',
      'shared',
    ],
  },
};

/** Files at the top of server/ and the layer each belongs to (a folder's files belong to the folder's). */
export const SERVER_TOP_FILES = {
  app: ['app', 'start', 'serve', 'runHost', 'serveChild', 'renderServiceCli'],
  routes: ['assets', 'socket'],
  shared: ['messages', 'messagesEn', 'vocabulary', 'bundle', 'preload', 'context', 'projectRoot'],
};

/** The host layer of a file given by its path under server/ ('routes/api/cart.ts'), or null. */
export function serverLayerOf(pathInServer) {
  const parts = pathInServer.split('/');
  if (parts.length === 1) {
    const name = parts[0].replace(/\.tsx?$/, '');
    return Object.keys(SERVER_TOP_FILES).find((layer) => SERVER_TOP_FILES[layer].includes(name)) ?? null;
  }
  return parts[0] in SERVER_LAYERS ? parts[0] : null;
}

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
  return [...perFolder, server, ...serverLayerLintRules()];
}

/** The host's layer rules, one entry per layer (the import graph check resolves the same table). */
function serverLayerLintRules() {
  const allLayers = Object.keys(SERVER_LAYERS);
  // A layer's folder ('../repo/x', or './repo/x' from the top of server/) and its files at the top
  // ('../messages', './messages'); a sibling file that shares a layer's name ('./store') is not it.
  const specifiersOf = (layer) => {
    const folder = layer in SERVER_TOP_FILES ? layer === 'routes' && 'routes' : layer;
    const files = SERVER_TOP_FILES[layer] ?? [];
    return [
      ...(folder ? [`^(\\.\\./)+${folder}(/|$)`, `^\\./${folder}/`] : []),
      ...(files.length ? [`^(\\.{1,2}/)+(${files.join('|')})$`] : []),
    ].join('|');
  };
  return allLayers.map((layer) => {
    const { imports, typesFrom = [], never = [] } = SERVER_LAYERS[layer];
    const rule = (other, allowTypeImports) => ({
      regex: specifiersOf(other),
      allowTypeImports,
      message: `server/${layer} may import only ${imports.join(', ') || 'nothing of the host'}${
        typesFrom.length ? ` (types also from ${typesFrom.join(', ')})` : ''
      } (build/layers.mjs).`,
    });
    const forbidden = allLayers.filter((other) => other !== layer && !imports.includes(other));
    const files = SERVER_TOP_FILES[layer]
      ? [
          ...(layer === 'routes' ? ['server/routes/**/*.ts'] : []),
          ...SERVER_TOP_FILES[layer].map((name) => `server/${name}.ts`),
        ]
      : [`server/${layer}/**/*.ts`];
    return {
      files,
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              ...forbidden.map((other) => rule(other, typesFrom.includes(other))),
              ...never.map((file) => ({
                regex: `^(\\.{1,2}/)+${file}$`,
                message: `server/${layer} does not import ${file} (build/layers.mjs).`,
              })),
            ],
          },
        ],
      },
    };
  });
}

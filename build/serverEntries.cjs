/**
 * The host's programs, each a TypeScript entry that `npm run build` bundles into out/<name>.js
 * (build/serverBuild.ts) and that build/launch.cjs runs. An entry whose source is not in the tree is
 * skipped by the build with a note.
 */
const SERVER_ENTRIES = {
  // npm start runs server/start.ts with tsx; the built host is serve.ts, which never builds the bundle.
  serve: 'server/serve.ts',
  'render-service': 'server/renderServiceCli.ts',
  seed: 'server/store/seedCli.ts',
  'db-copy': 'server/store/copyCli.ts',
  admin: 'server/admin/cli.ts',
  import: 'server/import/cli.ts',
};

/** Beside the project's other folders: the built entries find the host's files one folder up (server/projectRoot.ts). */
const OUT_DIR = 'out';

module.exports = { SERVER_ENTRIES, OUT_DIR };

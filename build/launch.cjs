/**
 * `node build/launch.cjs [--built] <entry> [arguments]`: runs one of the host's programs
 * (build/serverEntries.cjs) in this process, so signals, exit codes and arguments are the program's own.
 *
 * Where tsx is installed (a development checkout) it runs the TypeScript source, so an edit is never
 * hidden behind an older build; where it is not (a production install pruned of devDependencies) it
 * runs the file `npm run build` wrote in out/. `--built` runs the built file whatever is installed
 * (npm run serve).
 */
const fs = require('node:fs');
const path = require('node:path');
const { OUT_DIR, SERVER_ENTRIES } = require('./serverEntries.cjs');

const ROOT = path.resolve(__dirname, '..');

function fail(message) {
  console.error(message);
  process.exit(2);
}

function tsxInstalled() {
  try {
    require.resolve('tsx/cjs/api', { paths: [ROOT] });
    return true;
  } catch {
    return false;
  }
}

const args = process.argv.slice(2);
const built = args[0] === '--built';
if (built) args.shift();
const name = args.shift();
const source = SERVER_ENTRIES[name];
if (!source) fail(`Unknown entry ${JSON.stringify(name)}; one of: ${Object.keys(SERVER_ENTRIES).join(', ')}`);

// The program reads its own arguments from process.argv.slice(2), as when it was started directly.
const runFile = (file) => {
  process.argv = [process.argv[0], file, ...args];
  require(file);
};

if (!built && tsxInstalled()) {
  const file = path.join(ROOT, source);
  if (!fs.existsSync(file)) fail(`${source} is not in this tree.`);
  // The host's sources are CommonJS to tsx (package.json has no "type"): its require() hook suffices.
  require(require.resolve('tsx/cjs/api', { paths: [ROOT] })).register();
  runFile(file);
} else {
  const file = path.join(ROOT, OUT_DIR, `${name}.js`);
  if (!fs.existsSync(file))
    fail(`${path.relative(ROOT, file)} is missing: run npm run build (before pruning devDependencies).`);
  process.setSourceMapsEnabled(true);
  runFile(file);
}

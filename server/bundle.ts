/** Builds the widget bundle when dist/ is missing or older than its sources (npm start, e2e setup). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './projectRoot';

export const ROOT = PROJECT_ROOT;
const SOURCES = ['src', 'webpack.config.js', 'tsconfig.build.json', 'build'];

function newestMtime(file: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(file, name))), stat.mtimeMs);
}

const mtimeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The browser bundle (its manifest) or the server render entry is missing or older than a source. */
export function bundleIsStale(root = ROOT): boolean {
  const built = Math.min(
    mtimeOf(path.join(root, 'dist', 'manifest.json')),
    mtimeOf(path.join(root, 'dist-ssr', 'render.js')),
  );
  return built === 0 || SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Runs the production build if needed; false when it failed (the host still serves, without widgets). */
export function ensureBundle(log: (m: string) => void, root = ROOT): boolean {
  if (!bundleIsStale(root)) return true;
  log('The bundle is missing or stale: running npx webpack --mode production…');
  const started = Date.now();
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    log('Warning: the bundle failed to build; pages will open without widgets.');
    return false;
  }
  log(`Bundle ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  return true;
}

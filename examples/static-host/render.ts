/**
 * The deploy-time step of a backend that is not ours: read dist/manifest.json once and write the
 * bundle's tags into the pages. Every page is templates/_layout.html (the head with the marker
 * <!--b2b:bundle-->, the config block, the header's placeholders) around one page's own <main>
 * content (templates/<page>.html, at <!--b2b:main-->), as a backend's layout and includes would. The file names
 * carry content hashes, so a template never names them; a PHP or Java backend does the same when it
 * deploys a new bundle (or caches the manifest and prints the tags per request).
 *
 * Each template becomes two pages: name.html for visitors and name.user.html for logged-in ones,
 * which also preload the cart code the bundle loads at start for them. Only the Turkish label table
 * is preloaded (these pages are Turkish); the bundle still loads the English one itself when needed.
 *
 *   npx tsx examples/static-host/render.ts [--dist dist] [--out .tmp/static-host]
 */
import fs from 'node:fs';
import path from 'node:path';
// The reference host's preload helper imports nothing, so a backend can copy it or port it.
import { eagerWidgets, preloadTags, type BundleManifest } from '../../server/preload';

export const BUNDLE_MARKER = '<!--b2b:bundle-->';
const MAIN_MARKER = '<!--b2b:main-->';
const LAYOUT = '_layout.html';
export const TEMPLATES_DIR = path.join(__dirname, 'templates');
const ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_OUT_DIR = path.join(ROOT, '.tmp', 'static-host');
/** Where the server serves dist/: the README's /assets/. */
const ASSET_BASE = '/assets/';
const ENTRY = 'storefront';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The entry's stylesheet and script, then the preloads of the page's eager widgets. */
export function bundleTags(manifest: BundleManifest, template: string, authenticated: boolean): string {
  const entry = manifest.entrypoints[ENTRY];
  if (!entry) throw new Error(`dist/manifest.json has no "${ENTRY}" entry`);
  return [
    ...entry.css.map((file) => `<link rel="stylesheet" href="${attribute(ASSET_BASE + file)}" />`),
    ...entry.js.map((file) => `<script defer src="${attribute(ASSET_BASE + file)}"></script>`),
    ...preloadTags(
      manifest,
      { widgets: eagerWidgets(template), locale: 'tr', authenticated },
      ASSET_BASE,
    ).split('\n'),
  ].join('\n    ');
}

/** Writes name.html and name.user.html for every template; answers the page names written. */
export function renderPages(options: { distDir: string; outDir: string; templatesDir?: string }): string[] {
  const templatesDir = options.templatesDir ?? TEMPLATES_DIR;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(options.distDir, 'manifest.json'), 'utf8'),
  ) as BundleManifest;
  fs.mkdirSync(options.outDir, { recursive: true });
  const layout = fs.readFileSync(path.join(templatesDir, LAYOUT), 'utf8');
  if (!layout.includes(BUNDLE_MARKER) || !layout.includes(MAIN_MARKER))
    throw new Error(`${LAYOUT} needs the markers ${BUNDLE_MARKER} and ${MAIN_MARKER}`);
  const names: string[] = [];
  for (const file of fs.readdirSync(templatesDir).filter((f) => f.endsWith('.html') && f !== LAYOUT)) {
    const content = fs.readFileSync(path.join(templatesDir, file), 'utf8').trimEnd();
    const template = layout.replace(MAIN_MARKER, () => content.replace(/^/gm, '      '));
    const name = file.slice(0, -'.html'.length);
    for (const [suffix, authenticated] of [
      ['', false],
      ['.user', true],
    ] as const) {
      const page = template.replace(BUNDLE_MARKER, () => bundleTags(manifest, template, authenticated));
      fs.writeFileSync(path.join(options.outDir, `${name}${suffix}.html`), page);
    }
    names.push(name);
  }
  return names;
}

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

if (require.main === module) {
  const outDir = argument('--out', DEFAULT_OUT_DIR);
  const names = renderPages({ distDir: argument('--dist', path.join(ROOT, 'dist')), outDir });
  console.log(`wrote ${names.length} pages (and their .user variants) to ${outDir}`);
}

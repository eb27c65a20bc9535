/**
 * Preload tags for a page, from the bundle's dist/manifest.json and the names of the page's eager
 * placeholders. Without them the browser learns of a widget's chunk only after the entry has run:
 * HTML, then the entry, then the label table and the widgets' chunks, then their API calls, one
 * after the other. With them every chunk the page will ask for loads beside the entry.
 *
 * This module imports nothing on purpose: a host backend copies it (or ports its forty lines to its
 * own language) and calls preloadTags() in its page template, after the entry's <script> tag.
 */

export interface ManifestFiles {
  js: string[];
  css: string[];
}

/** The parts of dist/manifest.json this helper reads. */
export interface BundleManifest {
  entrypoints: Record<string, ManifestFiles>;
  /** Every file a named lazy chunk's import fetches (shared split chunks included). */
  chunks?: Record<string, ManifestFiles>;
  preload?: {
    /** Chunks boot loads for the page's locale ('tr', 'en'). */
    locales?: Record<string, string[]>;
    /** Chunks loaded at start for a logged-in visitor. */
    authenticated?: string[];
    /** Per widget name: its own chunk and the lazy flows it wakes when it mounts. */
    widgets?: Record<string, string[]>;
    /** The other areas' label chunks per locale, for a page with an eager widget outside pageLabelWidgets. */
    moreLabels?: Record<string, string[]>;
    /** The widgets that show only the page labels (the `locales` chunks). */
    pageLabelWidgets?: string[];
  };
}

export interface PreloadRequest {
  /** Names of the page's placeholders that load eagerly (no data-load="visible" or "idle"). */
  widgets: Iterable<string>;
  locale: string;
  authenticated: boolean;
  /** Widgets whose server-rendered markup is on the page: their stylesheets are linked (stylesheetTags). */
  rendered?: Iterable<string>;
}

/** The bundle's chunk that hydrates prerendered islands (src/mount/hydration.ts). */
export const HYDRATION_CHUNK = 'ssr-hydration';

const isEmpty = (names: Iterable<string> | undefined) => names === undefined || [...names].length === 0;

/** The files to preload, each once, without the entry's own files (the page has tags for those). */
export function preloadFiles(manifest: BundleManifest, request: PreloadRequest): ManifestFiles {
  const plan = manifest.preload ?? {};
  const pageLabels = new Set(plan.pageLabelWidgets ?? []);
  const needsMoreLabels = [...request.widgets].some((widget) => !pageLabels.has(widget));
  const names = [
    ...(plan.locales?.[request.locale] ?? []),
    ...(needsMoreLabels ? (plan.moreLabels?.[request.locale] ?? []) : []),
    ...(request.authenticated ? (plan.authenticated ?? []) : []),
    ...[...request.widgets].flatMap((widget) => plan.widgets?.[widget] ?? []),
    // The bundle's hydration code comes only to pages with prerendered islands (data-ssr).
    ...(isEmpty(request.rendered) ? [] : [HYDRATION_CHUNK]),
  ];
  const entry = new Set(Object.values(manifest.entrypoints).flatMap((files) => [...files.js, ...files.css]));
  for (const file of widgetStylesheets(manifest, request.rendered ?? [])) entry.add(file);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const name of names) {
    const chunk = manifest.chunks?.[name];
    for (const file of chunk?.js ?? []) if (!entry.has(file)) js.add(file);
    for (const file of chunk?.css ?? []) if (!entry.has(file)) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** The stylesheets of some widgets' own chunks (shared split chunks included), each once, without the entry's. */
export function widgetStylesheets(manifest: BundleManifest, widgets: Iterable<string>): string[] {
  const entry = new Set(Object.values(manifest.entrypoints).flatMap((files) => files.css));
  const css = new Set<string>();
  for (const widget of widgets)
    for (const name of manifest.preload?.widgets?.[widget] ?? [])
      for (const file of manifest.chunks?.[name]?.css ?? []) if (!entry.has(file)) css.add(file);
  return [...css];
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<link rel="preload">` tags for the page (stylesheets first: a widget's chunk waits for its CSS).
 * No crossorigin attribute: the bundle loads its chunks with plain <script> and <link> tags, and a
 * preload is only reused by a request of the same mode. `assetBase` is where dist/ is served.
 */
export function preloadTags(
  manifest: BundleManifest,
  request: PreloadRequest,
  assetBase = '/assets/',
): string {
  const { js, css } = preloadFiles(manifest, request);
  return [
    ...css.map((file) => `<link rel="preload" href="${attribute(assetBase + file)}" as="style">`),
    ...js.map((file) => `<link rel="preload" href="${attribute(assetBase + file)}" as="script">`),
  ].join('\n');
}

/**
 * The widget names of the eager placeholders in a piece of HTML: every data-component whose tag
 * has no data-load="visible" or data-load="idle" (those load later, when seen or when idle).
 */
export function eagerWidgets(html: string): string[] {
  const names = new Set<string>();
  // From each data-component attribute to the bounds of its tag: attribute values are HTML-escaped,
  // so a '<' or '>' inside one (a product name in data-props) is never taken for a tag's bound.
  for (let at = html.indexOf('data-component="'); at !== -1; at = html.indexOf('data-component="', at + 1)) {
    const tag = html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
    const name = /\bdata-component="\s*([^"\s]+)\s*"/.exec(tag)?.[1];
    if (name && !/\bdata-load\s*=\s*"(visible|idle)"/i.test(tag)) names.add(name);
  }
  return [...names];
}

/**
 * `<link rel="stylesheet">` tags for the widgets whose markup the server rendered into the page
 * (data-ssr): their styles must apply at the first paint, as the markup does, script or not.
 */
export function stylesheetTags(
  manifest: BundleManifest,
  rendered: Iterable<string>,
  assetBase = '/assets/',
): string {
  return widgetStylesheets(manifest, rendered)
    .map((file) => `<link rel="stylesheet" href="${attribute(assetBase + file)}">`)
    .join('\n');
}

/** The entry's tags of the bundle a page includes, with the manifest its preload tags come from. */
export interface BundleTags {
  js: string[];
  css: string[];
  /** The whole manifest, for the page's preload tags (preloadTags). */
  manifest: BundleManifest;
}

/**
 * The stylesheets a page's first paint waits for (the host's, the entry's and those of the widgets
 * the server rendered), written into the page as `<style>` elements instead of linked. A linked
 * stylesheet is one more round trip after the HTML before anything paints: 562.5 ms on Lighthouse's
 * slow 4G, most of what stood above the 1.2 s LCP budget. They weigh about 14 KiB compressed, so
 * inline they cost a phone less than that round trip.
 *
 * The CSP keeps `style-src 'self'` and allows each element by the sha256 of its text (`source`),
 * never 'unsafe-inline'. Each element carries `data-href`, the file's name as the bundle's CSS chunk
 * loader (mini-css-extract-plugin) looks it up: a widget chunk whose stylesheet is already inline
 * does not fetch it again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { escapeHtml } from '../http/html';

export interface InlineStylesheet {
  /** What the element's data-href says: the file's name as the chunk loader asks for it. */
  href: string;
  /** The text of the element: the file with its relative URLs made absolute. */
  css: string;
  /** The CSP source that allows exactly this element: `'sha256-…'`. */
  source: string;
  /** The whole element, written once: pages repeat it, and it is most of their head. */
  tag: string;
}

export interface StylesheetFile {
  /** data-href of the element (see InlineStylesheet). */
  href: string;
  /** Where the file is served (an absolute path): what its relative URLs are relative to. */
  url: string;
  /** The file on disk. */
  file: string;
}

/** The CSP source of a `<style>` element whose text is `css`. */
export function styleSource(css: string): string {
  return `'sha256-${crypto.createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

// url(x), url('x') and url("x"); the source map comment the minifier leaves at the end.
const URL_TOKEN = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
const SOURCE_MAP = /\/\*#\s*sourceMappingURL=([^\s*]+)\s*\*\//g;
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * The file's text as it can stand in any page: a relative url() (a picture beside the stylesheet)
 * or source map resolves against the page's address once inline, so both are made absolute paths.
 */
export function absoluteUrls(css: string, url: string): string {
  const resolve = (ref: string) => (ABSOLUTE.test(ref) ? ref : new URL(ref, `http://host${url}`).pathname);
  return css
    .replace(URL_TOKEN, (_match, quote: string, ref: string) => `url(${quote}${resolve(ref)}${quote})`)
    .replace(SOURCE_MAP, (_match, ref: string) => `/*# sourceMappingURL=${resolve(ref)} */`);
}

/**
 * Reads each file once (their names carry their content's hash, the host's own stylesheet its
 * version) and keeps it with its element. The element's text is the file's own: escaping it would
 * turn `a > b` into a selector no browser reads. Null for a file that cannot be read (asked again
 * next time) or that would end its element early (`</style`): the page links that one as before.
 */
export function createStylesheetReader(): (sheet: StylesheetFile) => InlineStylesheet | null {
  const read = new Map<string, InlineStylesheet | null>();
  return (sheet) => {
    if (read.has(sheet.file)) return read.get(sheet.file) ?? null;
    let text: string;
    try {
      text = fs.readFileSync(sheet.file, 'utf8');
    } catch {
      return null; // not kept: a bundle being written now has the file in a moment
    }
    const css = absoluteUrls(text, sheet.url);
    const inline = /<\/style/i.test(css)
      ? null
      : {
          href: sheet.href,
          css,
          source: styleSource(css),
          tag: `<style data-href="${escapeHtml(sheet.href)}">${css}</style>`,
        };
    read.set(sheet.file, inline);
    return inline;
  };
}

/**
 * The page's stylesheets in cascade order, inline where they can be, and the CSP sources that allow
 * the inline ones.
 */
export function styleTags(
  read: (sheet: StylesheetFile) => InlineStylesheet | null,
  sheets: readonly StylesheetFile[],
): { tags: string; sources: string[] } {
  const tags: string[] = [];
  const sources: string[] = [];
  for (const sheet of sheets) {
    const inline = read(sheet);
    if (inline) {
      tags.push(inline.tag);
      sources.push(inline.source);
    } else tags.push(`<link rel="stylesheet" href="${escapeHtml(sheet.url)}">`);
  }
  return { tags: tags.join('\n'), sources };
}

/**
 * The layout's last step: the prerenderable placeholders of a page get their widget's
 * markup and data-ssr, so names and prices show before (and without) any script. The render is
 * in-process and synchronous; a placeholder it cannot render stays empty, as before.
 */
import type { HostConfig } from '../../src/contract/hostConfig';
import { escapeHtml, type SafeHtml } from '../http/html';
import type { RenderIsland } from '../ssr/islandRenderer';

export interface Prerendered {
  html: string;
  /** The names of the widgets whose markup is on the page (their stylesheets must be too). */
  rendered: string[];
  /** How many placeholders got their markup. */
  count: number;
  /** Milliseconds spent rendering (the page's Server-Timing `ssr` entry). */
  ms: number;
}

const EMPTY_END = '></div>';

/**
 * The placeholder with its markup: `<div data-component=… data-props=… data-ssr="prefix">…</div>`.
 * The prefix names the island's useId ids, unique on the page. Sliced, never String.replace: the
 * markup holds catalogue text, whose `$&` or `` $` `` a replacement string would expand.
 */
function filled(markup: string, idPrefix: string, inner: string): string {
  if (!markup.endsWith(EMPTY_END)) return markup;
  return `${markup.slice(0, -EMPTY_END.length)} data-ssr="${escapeHtml(idPrefix)}">${inner}</div>`;
}

export function prerenderIslands(
  page: SafeHtml,
  render: RenderIsland | null,
  context: { config: HostConfig; url: string },
  log: (message: string) => void = console.warn,
): Prerendered {
  if (!render || page.islands.length === 0) return { html: page.value, rendered: [], count: 0, ms: 0 };
  const started = performance.now();
  const rendered = new Set<string>();
  const html = page.value;
  // The page is put together once, from its pieces: splicing each island into the whole page would
  // copy the page (hundreds of KiB) once per island, and that garbage made the render's slow tail.
  const pieces: string[] = [];
  let from = 0;
  let count = 0;
  page.islands.forEach((slot, index) => {
    const at = html.indexOf(slot.markup, from);
    if (at === -1) return;
    const result = render({
      name: slot.name,
      props: slot.props,
      config: context.config,
      url: context.url,
      idPrefix: `b2b-${slot.name}-${index + 1}-`,
    });
    if (!result.ok) log(`${slot.name} was not rendered on the server: ${result.reason}`);
    // A widget with nothing to show (a notice already accepted) leaves its placeholder as it was.
    const markup =
      result.ok && result.html !== '' ? filled(slot.markup, result.idPrefix, result.html) : slot.markup;
    if (markup !== slot.markup) {
      rendered.add(slot.name);
      count += 1;
    }
    pieces.push(html.slice(from, at), markup);
    from = at + slot.markup.length;
  });
  pieces.push(html.slice(from));
  return { html: pieces.join(''), rendered: [...rendered], count, ms: performance.now() - started };
}

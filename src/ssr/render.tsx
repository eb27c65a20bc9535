/**
 * The server render entry (webpack's second target, dist-ssr/render.js): one island's markup from the
 * same props, config block, URL and first page the browser will see, for a placeholder's data-ssr.
 * No sagas run and nothing reads window: the store is the config's first state, the URL is given.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseConfig } from '../config/readConfig';
import { isRecord } from '../contract/decode';
import { en } from '../i18n/en';
import { registerLabelTable } from '../i18n/translate';
import { tr } from '../i18n/tr';
import { IslandTree } from '../mount/IslandTree';
import { configureAppStore } from '../store/core/appStore';
import { fixedPageUrl } from '../ui/pageUrl';
import type { RenderRequest, RenderResult } from '../contract/serverRender';
import { SSR_SEEDS, SSR_WIDGETS } from './ssrWidgets';

export type { RenderRequest, RenderResult };

// Both tables, once: the browser loads the page's own (and Turkish, which fills any gap) before it mounts.
registerLabelTable('tr', tr);
registerLabelTable('en', en);

/** The names this entry renders; any other is refused. */
export const SSR_WIDGET_NAMES: readonly string[] = Object.keys(SSR_WIDGETS);

const MAX_URL_LENGTH = 2000;
const ID_PREFIX = /^[A-Za-z][\w-]{0,63}$/;

/**
 * Renders one island to HTML for its placeholder, or says why not (the host then sends the empty
 * placeholder, which the browser renders as before). React escapes every text and attribute.
 */
export function renderIsland(request: RenderRequest): RenderResult {
  const { name, props = {}, config, url } = request;
  const Widget = Object.prototype.hasOwnProperty.call(SSR_WIDGETS, name)
    ? SSR_WIDGETS[name as keyof typeof SSR_WIDGETS]
    : undefined;
  if (!Widget) return { ok: false, reason: `"${String(name)}" is not a widget this entry renders` };
  if (!isRecord(props)) return { ok: false, reason: 'props must be a JSON object' };
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.length > MAX_URL_LENGTH)
    return { ok: false, reason: 'url must be a path (with its query string) of at most 2000 characters' };
  const idPrefix = request.idPrefix ?? `b2b-${name}-`;
  if (!ID_PREFIX.test(idPrefix))
    return { ok: false, reason: 'idPrefix must be a letter then letters, digits, - or _' };
  // Parsed as the browser parses it (readConfig): the same defaults fill the same gaps.
  const store = configureAppStore({ config: parseConfig(config).config });
  const pageUrl = fixedPageUrl(url);
  try {
    const seeded = SSR_SEEDS[name as keyof typeof SSR_SEEDS]?.(props, pageUrl);
    if (seeded) store.dispatch(seeded);
    const html = renderToString(
      createElement(IslandTree, { store, url: pageUrl, name, signal: null }, createElement(Widget, props)),
      { identifierPrefix: idPrefix },
    );
    return { ok: true, html, idPrefix };
  } catch (error) {
    return { ok: false, reason: `${name} could not be rendered: ${(error as Error).message}` };
  }
}

/**
 * Pages the widgets are mounted on: a placeholder's props (its data-props attribute) are part of the
 * contract, checked against the document's schema for them.
 */
import { isRecord } from './context';
import type { BrowserLikeClient } from './httpClient';
import type { Suite } from './suite';

/** The props of a page's first placeholder of a widget; undefined when it has none. Throws on bad JSON. */
export function placeholderProps(html: string, name: string): unknown {
  const tag = new RegExp(`<div[^>]*data-component="${name}"[^>]*>`).exec(html)?.[0];
  const props = tag && /data-props='([^']*)'/.exec(tag)?.[1];
  if (!props) return undefined;
  const text = props
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text);
}

/**
 * Opens a page as a browser does and checks its `widget` placeholder's props against the first schema
 * of `schemaNames` the document has; the props when they could be read (checked or not), else null.
 */
export async function pageProps(
  suite: Suite,
  client: BrowserLikeClient,
  page: { path: string; widget: string; schemaNames: readonly string[]; label: string },
): Promise<Record<string, unknown> | null> {
  const reply = await client.get(page.path, { headers: { Accept: 'text/html' } });
  if (!suite.record(page.label, reply.status === 200 ? [] : [`status: expected 200, got ${reply.status}`]))
    return null;
  let props: unknown;
  try {
    props = placeholderProps(reply.text, page.widget);
  } catch {
    suite.record(page.label, ['data-props: not JSON']);
    return null;
  }
  const schema = suite.document.schemaNamed(...page.schemaNames);
  suite.record(
    page.label,
    props === undefined
      ? [`no ${page.widget} placeholder with data-props on the page`]
      : schema
        ? suite.validator.check(schema, props, 'props')
        : [`no ${page.widget} props schema in the document`],
  );
  return isRecord(props) ? props : null;
}

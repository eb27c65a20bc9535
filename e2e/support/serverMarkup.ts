/** Reading and changing a page's placeholders in its HTML, as a host that rendered otherwise would send it. */
import type { Page, Route } from '@playwright/test';

/** Where a placeholder's own markup ends: its matching </div> (React's markup escapes < in text and attributes). */
export function placeholderEnd(html: string, start: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error('unbalanced placeholder markup');
}

const BARE_FLAG = 'b2b-e2e-bare-placeholder';

/**
 * Until the returned function is called, every page `page` opens has `name`'s placeholders bare (no
 * data-props, no server markup), as a host that embeds nothing sends them: emptied by an init script
 * when the HTML is parsed, before the deferred bundle runs. Not by rewriting the document: a
 * document fulfilled by a route loses the page's local network access, and its socket is refused.
 */
export async function barePlaceholders(page: Page, name: string): Promise<() => Promise<void>> {
  await page.addInitScript(
    ({ flag }) => {
      document.addEventListener('readystatechange', () => {
        const bare = window.sessionStorage.getItem(flag);
        if (document.readyState !== 'interactive' || !bare) return;
        for (const element of document.querySelectorAll(`[data-component="${bare}"]`)) {
          element.removeAttribute('data-props');
          element.removeAttribute('data-ssr');
          element.replaceChildren();
        }
      });
    },
    { flag: BARE_FLAG },
  );
  await page.evaluate(({ flag, name }) => window.sessionStorage.setItem(flag, name), {
    flag: BARE_FLAG,
    name,
  });
  return () => page.evaluate((flag) => window.sessionStorage.removeItem(flag), BARE_FLAG);
}

/** Serves the page documents `pathname` names through `change`; returns how to stop. */
export async function rewriteDocuments(
  page: Page,
  pathname: string,
  change: (html: string) => string,
): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathname;
  const handler = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

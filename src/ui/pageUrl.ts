import { createContext, useContext } from 'react';

/** The page's address as a widget renders from it: the path and the query string ('?…' or ''). */
export interface PageUrl {
  readonly pathname: string;
  readonly search: string;
}

/**
 * In the browser the address is read when a widget renders, so a list whose saga moved the URL
 * (history.pushState) links from where it is now.
 */
export const BROWSER_PAGE_URL: PageUrl = {
  get pathname() {
    return window.location.pathname;
  },
  get search() {
    return window.location.search;
  },
};

/** A fixed address, for rendering on the server from the request's URL ('/path?query'). */
export function fixedPageUrl(url: string): PageUrl {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const search = at === -1 ? '' : url.slice(at);
  return { pathname: pathname || '/', search: search === '?' ? '' : search };
}

/**
 * Where a widget's render reads the page's address: a server render provides the request's URL
 * (there is no window there), the browser the live location.
 */
export const PageUrlContext = createContext<PageUrl>(BROWSER_PAGE_URL);

export const usePageUrl = (): PageUrl => useContext(PageUrlContext);

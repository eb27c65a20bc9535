import { eventChannel, type EventChannel } from 'redux-saga';

/**
 * The browser behind functions of our own: its blocking dialogs, navigation, the address bar and the
 * history steps. Sagas call them with call(), and tests replace them with jest.spyOn (jsdom implements
 * neither alert nor navigation). One module, so there is one place a saga reaches the window.
 */

/** A browser alert: the spec asks for alerts (stock check, variant guard, add errors). */
export function alertUser(message: string): void {
  window.alert(message);
}

/** Leaves the page for another address of the storefront (login, a product page). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Loads the page again (a saved order shows its success page; a language change renders the page in the new language). */
export function reloadPage(): void {
  window.location.reload();
}

/** The page's path, query and fragment, for a reload to another path that keeps the rest. */
export function currentAddress(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** The site's host name: the online-users socket names the domain it asks about. */
export function currentDomain(): string {
  return window.location.hostname;
}

// The checkout's step pages: whole-path history steps.

export function currentPathname(): string {
  return window.location.pathname;
}

/** A new history entry for another page of the same document (Back returns to this one). */
export function pushPath(path: string): void {
  window.history.pushState(null, '', path);
}

/** This history entry now stands for another page (the payment step became its summary). */
export function replacePath(path: string): void {
  window.history.replaceState(null, '', path);
}

// The list widgets' sort, page and view: query-only steps.
export function currentSearch(): string {
  return window.location.search;
}

/** Path and query: what a back/forward step must change for a list to reload. */
export function currentLocationKey(): string {
  return window.location.pathname + window.location.search;
}

function urlWithQuery(query: string): string {
  return window.location.pathname + query + window.location.hash;
}

/** A new history entry (a navigation the Back button undoes: sort, page). */
export function pushQuery(query: string): void {
  window.history.pushState(window.history.state, '', urlWithQuery(query));
}

/** The same history entry with another query (a display preference, a default filled in). */
export function replaceQuery(query: string): void {
  window.history.replaceState(window.history.state, '', urlWithQuery(query));
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}

/** Back/forward steps (popstate) as a channel; closing it removes the listener. */
export function popstateChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onPop = () => emit(true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });
}

import { eventChannel, type EventChannel } from 'redux-saga';

/**
 * The browser's address bar as sagas use it (through call(), so tests can watch it): the list
 * widgets keep their sort, page and view in the query string.
 */
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

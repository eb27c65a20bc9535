/**
 * Whole-path history steps (the checkout's step pages), behind functions of our own so sagas call
 * them with call() and tests can watch them; location.ts has the list widgets' query-only steps, and
 * browser.ts the reload.
 */

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

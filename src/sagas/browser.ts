/**
 * The browser's blocking dialogs and navigation, behind functions of our own: sagas call them with
 * call(), and tests replace them with jest.spyOn (jsdom implements neither alert nor navigation).
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

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

/** Loads the page again (a saved order: the host then shows the order's success page). */
export function reloadPage(): void {
  window.location.reload();
}

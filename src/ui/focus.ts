/** Focus helpers shared by the dialogs and the widgets that remove themselves from the page. */

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Whether a focusable element can take the focus now (not hidden, inert or out of the rendering). */
export function canTakeFocus(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  // jsdom has no checkVisibility (and no layout): there an element outside [hidden] counts as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * Moves the focus to the control that Tab would reach after `element` (outside it), so a control
 * that removes its own part of the page does not drop the keyboard user back to <body>. Returns
 * whether something took the focus.
 */
export function focusNextAfter(element: Element): boolean {
  const next = Array.from(element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (candidate) =>
      !element.contains(candidate) &&
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      canTakeFocus(candidate),
  );
  next?.focus();
  return next !== undefined && element.ownerDocument.activeElement === next;
}

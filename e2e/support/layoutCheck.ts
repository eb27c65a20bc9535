/**
 * What a strict customer checks at a width: the page does not scroll sideways, and every control
 * they can see can also be clicked, i.e. the element at its centre (after scrolling it into view,
 * inside any scroll box too) is the control itself, not a panel painted over it.
 */
import type { Page } from '@playwright/test';

const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"]';

/**
 * Problems at the page's current width, each a readable line; empty when the page is fine. `scope`
 * limits the controls checked to those inside it (an open dialog, whose backdrop covers the page).
 */
export function layoutProblems(page: Page, scope = ':root'): Promise<string[]> {
  return page.evaluate(([selector, scope]) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText ??
        element.getAttribute('name') ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)}"`;
    const shown = (element: Element) => {
      if (element.closest('[hidden], [aria-hidden="true"], .b2b-visually-hidden')) return false;
      // checkVisibility also hides the content of a closed <details> (laid out, never painted).
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      if (getComputedStyle(element).pointerEvents === 'none') return false;
      const box = element.getBoundingClientRect();
      // Skip links and other 1 px accessibility helpers are not controls a pointer uses; a skip link
      // waits above or left of the page (outside anything a scroll reaches) until it has the focus.
      const pageRight = box.right + window.scrollX;
      const pageBottom = box.bottom + window.scrollY;
      return box.width > 2 && box.height > 2 && pageRight > 0 && pageBottom > 0;
    };
    const x0 = window.scrollX;
    const y0 = window.scrollY;
    for (const element of document.querySelector(scope)?.querySelectorAll(selector) ?? []) {
      if (!shown(element)) continue;
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      // The first line box: a wrapped link's bounding box centre may fall between its lines.
      const box = element.getClientRects()[0];
      if (!box) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= root.clientWidth || y >= window.innerHeight) {
        problems.push(`${describe(element)} cannot be scrolled into view`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      const ok =
        hit !== null &&
        (hit === element ||
          element.contains(hit) ||
          (hit instanceof HTMLLabelElement && hit.control === element) ||
          hit.closest('label')?.control === element);
      if (!ok) problems.push(`${describe(element)} is covered by ${hit ? describe(hit) : 'nothing'}`);
    }
    window.scrollTo(x0, y0);
    return problems;
  }, [CONTROLS, scope] as const);
}

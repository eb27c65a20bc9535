/**
 * The host form's field the chosen product code goes into. The widget's own form comes first (a page
 * may hold several forms with a productCode field), then the page.
 */
export function findHostInput(
  from: Element | null,
  name: string,
): HTMLInputElement | HTMLTextAreaElement | null {
  const isField = (el: unknown): el is HTMLInputElement | HTMLTextAreaElement =>
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  const form = from?.closest('form');
  const inForm = form ? Array.from(form.elements).filter((el) => el.getAttribute('name') === name) : [];
  const anywhere = Array.from(document.getElementsByName(name));
  return [...inForm, ...anywhere].find(isField) ?? null;
}

/**
 * Writes a value the way typing would: through the element's own value setter (so frameworks that
 * track the value, such as a React-controlled host input, see the change), then the input and change
 * events host scripts listen to.
 */
export function writeHostInput(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

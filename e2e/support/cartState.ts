/**
 * A customer's cart through the API, for journeys that order or pay: they empty the cart that other
 * specs rely on (the demo data of one run is shared), so they put it back as it was.
 */
import type { Page } from '@playwright/test';

export interface CartLineState {
  productId: number;
  unitId: number;
  quantity: number;
}

/** The CSRF token of the page the browser is on (every page has the config block). */
async function csrfOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string }).csrfToken,
  );
}

async function headers(page: Page) {
  return { 'X-CSRF-Token': await csrfOf(page), 'X-Requested-With': 'XMLHttpRequest' };
}

export async function cartLines(page: Page): Promise<CartLineState[]> {
  const lines = (await (await page.request.get('/api/catalog/cart')).json()) as {
    product: { id: number };
    productUnit: { id: number };
    quantity: number;
  }[];
  return lines.map((l) => ({ productId: l.product.id, unitId: l.productUnit.id, quantity: l.quantity }));
}

/** Adds a product to the cart of the logged-in user. */
export async function addLine(page: Page, line: CartLineState): Promise<void> {
  const answer = await page.request.post(`/api/catalog/cart/${line.productId}`, {
    headers: await headers(page),
    form: { quantity: String(line.quantity), productValue: String(line.unitId) },
  });
  if (!answer.ok())
    throw new Error(`adding ${line.productId} failed: ${answer.status()} ${await answer.text()}`);
}

/** Empties the cart, then adds the lines back. */
export async function restoreCart(page: Page, lines: CartLineState[]): Promise<void> {
  await page.request.delete('/api/catalog/cart', { headers: await headers(page) });
  for (const line of lines) await addLine(page, line);
}

/**
 * "Leaves the account as it found it": the customer's cart is read before the walk and put back
 * after it (emptied, then every line added again in its unit and quantity), then compared.
 */
import type { BrowserLikeClient } from './httpClient';
import { isRecord } from './context';
import type { Suite } from './suite';

export interface CartLine {
  productId: number;
  unitId: number;
  quantity: number;
}

const ROW = 'account left as found (cart lines)';
/** The most one add may carry; a bigger line is put back in several adds. */
const QUANTITY_MAX = 100;

function linesOf(json: unknown): CartLine[] | null {
  if (!Array.isArray(json)) return null;
  return json.filter(isRecord).map((item) => ({
    productId: Number(isRecord(item.product) ? item.product.id : NaN),
    unitId: Number(isRecord(item.productUnit) ? item.productUnit.id : NaN),
    quantity: Number(item.quantity),
  }));
}

const key = (lines: CartLine[]) =>
  lines
    .map((l) => `${l.productId}:${l.unitId}×${l.quantity}`)
    .sort()
    .join(', ');

/** The cart as it is now (the GET itself is checked against the document). */
export async function snapshotCart(suite: Suite, client: BrowserLikeClient): Promise<CartLine[] | null> {
  const reply = await suite.call(client, 'cart', { caseName: 'before the walk' });
  return reply.status === 200 ? linesOf(reply.json) : null;
}

export async function restoreCart(
  suite: Suite,
  client: BrowserLikeClient,
  before: CartLine[] | null,
): Promise<void> {
  if (before === null) {
    suite.record(ROW, ['the cart could not be read before the walk, so it cannot be put back']);
    return;
  }
  await client.delete('/api/catalog/cart');
  const refused: string[] = [];
  for (const line of before) {
    for (let left = line.quantity; left > 0; left -= QUANTITY_MAX) {
      const quantity = Math.min(left, QUANTITY_MAX);
      const reply = await client.post(`/api/catalog/cart/${line.productId}`, {
        body: { form: { quantity, productValue: String(line.unitId) } },
      });
      if (reply.status !== 200)
        refused.push(`re-adding product ${line.productId} × ${quantity} answered ${reply.status}`);
    }
  }
  const after = linesOf((await client.get('/api/catalog/cart')).json) ?? [];
  const same = key(after) === key(before);
  suite.record(ROW, same ? [] : [...refused, `cart before: [${key(before)}], after: [${key(after)}]`]);
}

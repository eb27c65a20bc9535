/**
 * "Leaves the account as it found it": the customer's cart is read before the walk and put back
 * after it (emptied, then every line added again in its unit and quantity), then compared.
 */
import type { BrowserLikeClient, Reply } from './httpClient';
import { isRecord } from './context';
import { StepFailed, type Suite } from './suite';

export interface CartLine {
  productId: number;
  unitId: number;
  quantity: number;
}

const ROW = 'account left as found (cart lines)';
/** The most one add may carry; a bigger line is put back in several adds. */
const QUANTITY_MAX = 100;

const wholeAbove0 = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The cart's lines as the backend reported them; null when any line cannot be read (a missing or
 * non-numeric product, unit or quantity): a cart read wrongly must never be "put back" (that would
 * empty the account's real cart), so the run then changes nothing in it.
 */
export function linesOf(json: unknown): CartLine[] | null {
  if (!Array.isArray(json)) return null;
  const lines: CartLine[] = [];
  for (const item of json) {
    if (!isRecord(item) || !isRecord(item.product) || !isRecord(item.productUnit)) return null;
    const [productId, unitId, quantity] = [item.product.id, item.productUnit.id, item.quantity];
    if (!wholeAbove0(productId) || !wholeAbove0(unitId) || !wholeAbove0(quantity)) return null;
    lines.push({ productId, unitId, quantity });
  }
  return lines;
}

const key = (lines: CartLine[]) =>
  lines
    .map((l) => `${l.productId}:${l.unitId}×${l.quantity}`)
    .sort()
    .join(', ');

/**
 * The cart as it is now (the GET itself is checked against the document). When --only or --skip leave
 * the call out it is still read, unchecked: the cart is put back whatever the run makes.
 */
export async function snapshotCart(suite: Suite, client: BrowserLikeClient): Promise<CartLine[] | null> {
  let reply: Reply;
  try {
    reply = await suite.call(client, 'cart', { caseName: 'before the walk' });
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    try {
      reply = await client.get('/api/catalog/cart');
    } catch {
      return null;
    }
  }
  return reply.status === 200 ? linesOf(reply.json) : null;
}

export async function restoreCart(
  suite: Suite,
  client: BrowserLikeClient,
  before: CartLine[] | null,
): Promise<void> {
  if (before === null) {
    // Nothing was changed in it (the checks that change the cart were skipped): nothing to put back.
    suite.record(ROW, [
      'the cart could not be read before the walk (a line without a whole product, unit or quantity): the checks that change it were skipped and it was left as it is',
    ]);
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

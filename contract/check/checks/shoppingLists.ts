/**
 * Saved shopping lists: a private list made, a line added and changed, the list shared, copied, put
 * into the cart (its lines through the batch add, as the list page does), a line removed, and both
 * lists deleted. Company accounts only.
 */
import { companyRole, isRecord, madeNote, NO_COMPANY, type Check } from '../context';
import type { CallName } from '../operations';
import { StepFailed } from '../suite';
import { recordMade } from '../madeObjects';

const LIST_CALLS: CallName[] = [
  'lists',
  'listCreate',
  'list',
  'listUpdate',
  'listDelete',
  'listDuplicate',
  'listLinesAdd',
  'listLineUpdate',
  'listLineRemove',
];

const listIdOf = (json: unknown): number => {
  const list = isRecord(json) && isRecord(json.list) ? json.list : {};
  if (typeof list.id !== 'number') throw new StepFailed('no list id');
  return list.id;
};

export const listWalk: Check = async (ctx) => {
  const { suite, customer, product } = ctx;
  if (companyRole(ctx.config) === null) {
    for (const name of LIST_CALLS) suite.skipCall(name, NO_COMPANY);
    return;
  }
  await suite.call(customer, 'lists');
  ctx.made.add('lists');
  const name = madeNote(ctx, 'list');
  const id = listIdOf((await suite.call(customer, 'listCreate', { body: { json: { name } } })).json);
  if (!product) throw new StepFailed('no product');
  const line = { productId: product.id, quantity: 1, unit: product.unitId };
  await suite.call(customer, 'listLinesAdd', { params: { id }, body: { json: { lines: [line] } } });
  const detail = await suite.call(customer, 'list', { params: { id } });
  const lines = isRecord(detail.json) && Array.isArray(detail.json.lines) ? detail.json.lines : [];
  const lineId = lines.filter(isRecord).find((l) => isRecord(l.product) && l.product.id === product.id)?.id;
  if (typeof lineId !== 'number') throw new StepFailed('no list line');
  const updated = await suite.call(customer, 'listLineUpdate', {
    params: { id, lineId },
    body: { json: { quantity: 2 } },
  });
  const saved = isRecord(updated.json) && isRecord(updated.json.line) ? updated.json.line : {};
  await suite.call(customer, 'listUpdate', { params: { id }, body: { json: { shared: true } } });
  const copyName = madeNote(ctx, 'list (copy)');
  const copy = await suite.call(customer, 'listDuplicate', {
    params: { id },
    body: { json: { name: copyName } },
  });
  await suite.call(customer, 'cartClear');
  // As the list page does: the list's lines as it answered them.
  const fromList = { ...line, quantity: saved.quantity ?? 2, unit: saved.unitId ?? line.unit };
  await suite.call(customer, 'cartBatch', {
    body: { json: { lines: [fromList] } },
    caseName: 'a list put into the cart',
  });
  await suite.call(customer, 'cartClear');
  await suite.call(customer, 'listLineRemove', { params: { id, lineId } });
  for (const [listId, listName] of [
    [listIdOf(copy.json), copyName],
    [id, name],
  ] as const) {
    const deleted = await suite.call(customer, 'listDelete', { params: { id: listId } });
    if (deleted.status === 200) recordMade(suite, `shopping list ${listId} "${listName}"`, 'deleted');
  }
};

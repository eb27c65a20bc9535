/** The order and offer lists, and a cancelled order's second cancel refused. */
import { isRecord, type Check } from '../context';

export const lists: Check = async (ctx) => {
  const { suite, customer } = ctx;
  const orders = await suite.call(customer, 'orders');
  await suite.call(customer, 'offers');
  // A cancelled order cannot be cancelled again: a refusal that changes nothing.
  const list = isRecord(orders.json) && Array.isArray(orders.json.orders) ? orders.json.orders : [];
  const cancelled = list.filter(isRecord).find((o) => o.isCancel === true);
  if (cancelled) {
    await suite.call(customer, 'orderCancel', {
      params: { id: Number(cancelled.id) },
      body: { json: { cancel: true } },
      status: 400,
      caseName: 'already cancelled → 400',
    });
  }
};

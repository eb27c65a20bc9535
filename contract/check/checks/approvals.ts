/**
 * Approvals: the made buyer (a per-order limit of 0 TL) orders one cheapest line twice, so both orders
 * wait; the Yönetici finds them in the queue, approves one (it is placed, and then cancelled) and
 * rejects the other with a reason.
 */
import { shown } from '../differences';
import {
  isRecord,
  madeNote,
  type Check,
  type CheckContext,
  type FoundProduct,
  type MadeUser,
} from '../context';
import { CALLS } from '../operations';
import { StepFailed } from '../suite';
import { addForm } from './cart';
import { cartPlans } from './cartPlans';
import { whyNoUsers } from './companyUsers';

const WAITS = "over the made buyer's limit → waiting";

/** One cheapest line ordered by the made buyer; the order's id when it waits for approval, else null. */
async function orderThatWaits(ctx: CheckContext, buyer: MadeUser, product: FoundProduct, which: string) {
  const { suite } = ctx;
  await suite.call(buyer.client, 'cartAdd', { params: { productId: product.id }, body: addForm(product, 1) });
  const saved = await suite.call(buyer.client, 'saveOrder', {
    body: {
      form: { description: madeNote(ctx, `order ${which}`), advencePrice: (await cartPlans(ctx)).account },
    },
    caseName: WAITS,
  });
  const answer = isRecord(saved.json) ? saved.json : {};
  if (saved.status !== 200 || typeof answer.orderId !== 'number') return null;
  const { method, path } = CALLS.saveOrder;
  const waits = suite.record(
    `${method} ${path} (${WAITS})`,
    answer.status === 'waiting' ? [] : [`answer.status: expected "waiting", got ${shown(answer.status)}`],
  );
  return waits ? answer.orderId : null;
}

export const approveAndReject: Check = async (ctx) => {
  const { suite, customer, buyer, product } = ctx;
  const why = whyNoUsers(ctx);
  if (why) {
    for (const name of ['approvals', 'approve', 'reject'] as const) suite.skipCall(name, why);
    return;
  }
  if (!buyer || !product) return;
  const waiting: number[] = [];
  for (const which of ['to approve', 'to reject']) {
    const id = await orderThatWaits(ctx, buyer, product, which);
    if (id !== null) waiting.push(id);
  }
  const [approved, rejected] = waiting;
  if (approved === undefined || rejected === undefined) throw new StepFailed('no waiting orders');
  const queue = await suite.call(customer, 'approvals');
  const listed = (isRecord(queue.json) && Array.isArray(queue.json.approvals) ? queue.json.approvals : [])
    .filter(isRecord)
    .map((a) => (isRecord(a.order) ? a.order.id : undefined));
  suite.record(
    'GET /api/company/approvals',
    waiting.every((id) => listed.includes(id))
      ? []
      : [`answer.approvals: the waiting orders ${waiting.join(', ')} are not all listed`],
  );
  await suite.call(customer, 'approve', { params: { id: approved } });
  await suite.call(customer, 'reject', {
    params: { id: rejected },
    body: { json: { reason: madeNote(ctx, 'rejected by the suite') } },
  });
  await suite.call(customer, 'orderCancel', {
    params: { id: approved },
    body: { json: { cancel: true } },
    caseName: 'the approved order',
  });
};

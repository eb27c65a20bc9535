/**
 * Cancelling an order the user may see. Cancelling is the right of the user who placed it and of the
 * company's Yönetici (src/domain/company/companyRoles mayCancelOrder): an approver or a viewer who
 * sees the order cannot. Another company's order is not found, never forbidden.
 */
import type { Order } from '../../src/contract/orders';
import { mayCancelOrder, type MemberRole } from '../../src/domain/company/companyRoles';
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import { forbidden, foundOr, invalid } from '../domain/refusal';
import { MSG } from '../messages';
import { orderOf, setOrderCancelled } from '../repo/orders';
import type { Scope } from '../repo/scope';

export function cancelOrder(
  db: Db,
  scope: Scope,
  canceller: { id: number | null; role: MemberRole },
  id: number,
): Promise<Order> {
  return withCustomerLock(db, scope.companyId, async (trx) => {
    const order = foundOr(await orderOf(trx, scope, id), MSG.orderNotFound);
    if (!mayCancelOrder(canceller, { placedBy: order.placedBy })) throw forbidden(MSG.orderNotCancellable);
    if (order.isCancel) throw invalid(MSG.orderAlreadyCancelled);
    await setOrderCancelled(trx, id);
    return { ...order, isCancel: true };
  });
}

/**
 * Turning an approved 3-D Secure transaction into records: an order (cart payments) or a credit on
 * the account (free payments), and the payment itself. Order amounts are priced again here: the
 * browser's amount is shown to the user but never charged.
 */
import type { PaymentResult } from '../../src/contract/payment';
import type { Session } from '../auth/sessions';
import { saveSessionData } from '../auth/sessions';
import type { AppContext } from '../context';
import { round2 } from '../domain/pricing';
import { orderFromCart, pricedCartOf } from '../repo/orderFromCart';
import { insertPayment, paymentResult } from '../repo/payments';
import type { UserRow } from '../repo/users';
import type { PendingPayment } from './card';

const withFee = (amount: number, fee: number) => round2((amount * (100 + fee)) / 100);

/** What the payment will charge before commission: the cart total, or the typed amount. */
export function baseAmount(ctx: AppContext, user: UserRow, session: Session, typed: number): number {
  const checkout = session.data.checkout;
  if (checkout?.type === 'pay') return round2(typed);
  const priced = pricedCartOf(ctx.db, user.id, checkout?.advencePrice ?? '');
  return priced.totals.total;
}

export function charge(ctx: AppContext, user: UserRow, session: Session, p: PendingPayment): PaymentResult {
  const checkout = session.data.checkout ?? { type: 'order' as const, description: '', advencePrice: '' };
  const paymentId = ctx.db.transaction(() => {
    if (checkout.type === 'pay') {
      const total = withFee(p.amount, p.fee);
      ctx.db
        .prepare('UPDATE users SET balance = COALESCE(balance, 0) - ? WHERE id = ?')
        .run(p.amount, user.id);
      ctx.db
        .prepare(
          'INSERT INTO ledger (user_id, date, document_no, description, debit, credit, due_date) VALUES (?, ?, ?, ?, 0, ?, ?)',
        )
        .run(
          user.id,
          new Date().toISOString(),
          `KK-${p.id.slice(0, 8).toUpperCase()}`,
          'Kredi kartı tahsilatı',
          p.amount,
          new Date().toISOString(),
        );
      return insertPayment(
        ctx.db,
        paymentRecord(user, p, null, 'pay', p.amount, total, checkout.description),
      );
    }
    const priced = pricedCartOf(ctx.db, user.id, checkout.advencePrice);
    const orderId = orderFromCart(ctx.db, user, checkout.advencePrice, checkout.description, priced);
    const amount = priced.totals.total;
    return insertPayment(
      ctx.db,
      paymentRecord(user, p, orderId, 'order', amount, withFee(amount, p.fee), checkout.description),
    );
  })();
  delete session.data.checkout;
  saveSessionData(ctx.db, session);
  return paymentResult(ctx.db, user.id, paymentId);
}

function paymentRecord(
  user: UserRow,
  p: PendingPayment,
  orderId: number | null,
  type: 'order' | 'pay',
  amount: number,
  total: number,
  description: string,
) {
  return {
    userId: user.id,
    orderId,
    type,
    amount,
    total,
    installment: p.installment,
    fee: p.fee,
    bankName: p.bankName,
    maskedCard: p.maskedCard,
    cardHolder: p.cardHolder,
    description,
  };
}

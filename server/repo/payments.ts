/** BIN table, installment plans, banks and payment records. No card data is stored beyond a mask. */
import { sql } from 'kysely';
import type { BankOption, BinControlAnswer, PaymentResult, PosPlan } from '../../src/contract/payment';
import type { Db } from '../db/handle';
import { firstRow } from '../db/query';
import { withCustomerLock } from '../db/transaction';
import { companyScope, type Scope } from './scope';
import { orderOf } from './orders';
import { getStoreInfo } from './settings';

interface PlanRow {
  id: number;
  bank_id: number | null;
  installment: number;
  commision_fee: number;
  is_default: number;
}

const toPlan = (r: PlanRow): PosPlan => ({
  id: r.id,
  installment: r.installment,
  commisionFee: r.commision_fee,
  isDefault: r.is_default === 1,
});

/** Plans of a bank; bankId null gives the plans for cards of unknown banks (single payment). */
export async function plansOf(db: Db, bankId: number | null): Promise<PosPlan[]> {
  const rows: PlanRow[] = await db
    .selectFrom('pos_plans')
    .selectAll()
    .where('bank_id', bankId === null ? 'is' : '=', bankId)
    .orderBy('installment')
    .execute();
  return rows.map(toPlan);
}

/**
 * Every bank with its plans, in two queries whatever the number of banks: the checkout's bank tables
 * and the product page's installment line and dialog show them.
 */
export async function banks(db: Db): Promise<BankOption[]> {
  const rows = await db.selectFrom('banks').selectAll().orderBy('id').execute();
  const plans: PlanRow[] = await db
    .selectFrom('pos_plans')
    .selectAll()
    .where('bank_id', 'is not', null)
    .orderBy('installment')
    .orderBy('id')
    .execute();
  return rows.map((b) => ({
    name: b.name,
    logo: b.logo,
    image: b.image,
    posPlans: plans.filter((plan) => plan.bank_id === b.id).map(toPlan),
  }));
}

export interface BinInfo extends BinControlAnswer {
  bankId: number | null;
}

/** First 8 digits → bank and plans; an unknown BIN still pays in one installment. */
export async function binLookup(db: Db, bin: string): Promise<BinInfo> {
  const row = await firstRow(
    db,
    sql<{ bank_id: number; organization: 'VISA' | 'MASTERCARD'; name: string; logo: string }>`
      SELECT b.bank_id, b.organization, k.name, k.logo FROM bins b JOIN banks k ON k.id = b.bank_id
      WHERE b.bin = ${bin}`,
  );
  if (!row) {
    const organization = bin.startsWith('4') ? 'VISA' : 'MASTERCARD';
    return { bankId: null, plans: await plansOf(db, null), bank: { name: '', organization, logo: '' } };
  }
  return {
    bankId: row.bank_id,
    plans: await plansOf(db, row.bank_id),
    bank: { name: row.name, organization: row.organization, logo: row.logo },
  };
}

export interface NewPayment {
  /** The company whose payment it is, and the company user who paid. */
  companyId: number;
  paidBy: number;
  orderId: number | null;
  type: 'order' | 'pay';
  amount: number;
  total: number;
  installment: number;
  fee: number;
  bankName: string;
  maskedCard: string;
  cardHolder: string;
  description: string;
}

/** Records a payment under the customer's lock (the caller's, when it already holds it). */
export function insertPayment(db: Db, p: NewPayment): Promise<number> {
  return withCustomerLock(db, p.companyId, async (trx) => {
    const { id } = await trx
      .insertInto('payments')
      .values({
        user_id: p.companyId,
        paid_by: p.paidBy,
        order_id: p.orderId,
        payment_type: p.type,
        amount: p.amount,
        total: p.total,
        installment: p.installment,
        commision_fee: p.fee,
        bank_name: p.bankName,
        masked_card: p.maskedCard,
        card_holder: p.cardHolder,
        description: p.description,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

interface PaymentRow {
  order_id: number | null;
  payment_type: string;
  total: number;
  installment: number;
  card_holder: string;
  masked_card: string;
  description: string;
  created_at: string;
}

/**
 * The result of one of the scope's payments (the summary step and the frame's payment_succeed): the
 * company's, or the user's own. The mail order names the company as the customer.
 */
/** A payment of the scope as its summary shows it; undefined when the scope has no such payment. */
export async function paymentResult(db: Db, scope: Scope, id: number): Promise<PaymentResult | undefined> {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', scope.companyId);
  if (scope.ownerId !== null) query = query.where('paid_by', '=', scope.ownerId);
  const p: PaymentRow | undefined = await query.executeTakeFirst();
  if (!p) return undefined;
  const store = await getStoreInfo(db);
  const user = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', scope.companyId)
    .executeTakeFirstOrThrow();
  const orderId = p.order_id;
  return {
    paymentId: id,
    succeed: true,
    paymentType: p.payment_type === 'order' ? 'order' : 'pay',
    order: orderId === null ? null : ((await orderOf(db, companyScope(scope.companyId), orderId)) ?? null),
    amount: p.total,
    description: p.description,
    orderId,
    mailOrder: {
      logo: store.logo,
      address: store.address,
      phone: store.phone,
      name: store.name,
      customerName: user.name,
      currency: 'TRY',
      installmentAmount: Math.round((p.total / p.installment) * 100) / 100,
      installment: p.installment,
      cardHolder: p.card_holder,
      cardNumber: p.masked_card,
      expiryDate: '**/**',
      description: p.description,
      date: p.created_at,
    },
  };
}

/** A collection credited to the account: the balance goes down and the ledger gets its line (in the caller's lock). */
export async function creditBalance(
  trx: Db,
  userId: number,
  credit: { amount: number; documentNo: string; description: string; at: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ balance: sql<number>`COALESCE(${eb.ref('balance')}, 0) - ${credit.amount}` }))
    .where('id', '=', userId)
    .execute();
  await trx
    .insertInto('ledger')
    .values({
      user_id: userId,
      date: credit.at,
      document_no: credit.documentNo,
      description: credit.description,
      debit: 0,
      credit: credit.amount,
      due_date: credit.at,
    })
    .execute();
}

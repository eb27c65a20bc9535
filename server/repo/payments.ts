/** BIN table, installment plans, banks and payment records. No card data is stored beyond a mask. */
import type Database from 'better-sqlite3';
import type { BankOption, BinControlAnswer, PaymentResult, PosPlan } from '../../src/contract/payment';
import { notFound } from '../http/errors';
import { MSG } from '../messages';
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
export function plansOf(db: Database.Database, bankId: number | null): PosPlan[] {
  const rows = (
    bankId === null
      ? db.prepare('SELECT * FROM pos_plans WHERE bank_id IS NULL ORDER BY installment').all()
      : db.prepare('SELECT * FROM pos_plans WHERE bank_id = ? ORDER BY installment').all(bankId)
  ) as PlanRow[];
  return rows.map(toPlan);
}

export function banks(db: Database.Database): BankOption[] {
  const rows = db.prepare('SELECT * FROM banks ORDER BY id').all() as {
    id: number;
    name: string;
    logo: string;
    image: string;
  }[];
  return rows.map((b) => ({ name: b.name, logo: b.logo, image: b.image, posPlans: plansOf(db, b.id) }));
}

export interface BinInfo extends BinControlAnswer {
  bankId: number | null;
}

/** First 8 digits → bank and plans; an unknown BIN still pays in one installment. */
export function binLookup(db: Database.Database, bin: string): BinInfo {
  const row = db
    .prepare(
      'SELECT b.bank_id, b.organization, k.name, k.logo FROM bins b JOIN banks k ON k.id = b.bank_id WHERE b.bin = ?',
    )
    .get(bin) as
    { bank_id: number; organization: 'VISA' | 'MASTERCARD'; name: string; logo: string } | undefined;
  if (!row) {
    const organization = bin.startsWith('4') ? 'VISA' : 'MASTERCARD';
    return { bankId: null, plans: plansOf(db, null), bank: { name: '', organization, logo: '' } };
  }
  return {
    bankId: row.bank_id,
    plans: plansOf(db, row.bank_id),
    bank: { name: row.name, organization: row.organization, logo: row.logo },
  };
}

export interface NewPayment {
  userId: number;
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

export function insertPayment(db: Database.Database, p: NewPayment): number {
  return Number(
    db
      .prepare(
        `INSERT INTO payments (user_id, order_id, payment_type, amount, total, installment, commision_fee, bank_name,
         masked_card, card_holder, description, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        ...[p.userId, p.orderId, p.type, p.amount, p.total, p.installment, p.fee, p.bankName, p.maskedCard],
        ...[p.cardHolder, p.description, new Date().toISOString()],
      ).lastInsertRowid,
  );
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

/** The result of one of the user's payments (the summary step and the frame's payment_succeed). */
export function paymentResult(db: Database.Database, userId: number, id: number): PaymentResult {
  const p = db.prepare('SELECT * FROM payments WHERE id = ? AND user_id = ?').get(id, userId) as
    PaymentRow | undefined;
  if (!p) throw notFound(MSG.notFound);
  const store = getStoreInfo(db);
  const user = db.prepare('SELECT name FROM users WHERE id = ?').get(userId) as { name: string };
  const orderId = p.order_id;
  return {
    paymentId: id,
    succeed: true,
    paymentType: p.payment_type === 'order' ? 'order' : 'pay',
    order: orderId === null ? null : orderOf(db, userId, orderId),
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

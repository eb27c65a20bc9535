/** The payment tables: banks, card ranges, plans, payments and the ones waiting for the bank. (Kysely's view of them: server/db/tables.ts.) */
import type { Generated } from 'kysely';

export interface BanksTable {
  id: Generated<number>;
  name: string;
  logo: string;
  image: string;
}

export interface BinsTable {
  bin: string;
  bank_id: number;
  organization: string;
}

export interface PaymentOptionsTable {
  price_name: string;
  name: string;
  is_default: number;
  is_virtual: number;
  position: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  payment_type: string;
  amount: number;
  total: number;
  installment: number;
  commision_fee: number;
  bank_name: string;
  masked_card: string;
  card_holder: string;
  description: string;
  created_at: string;
  /** The company user who paid (migration 6); user_id is the company. */
  paid_by: number | null;
}

export interface PosPlansTable {
  id: Generated<number>;
  bank_id: number | null;
  installment: number;
  commision_fee: number;
  is_default: number;
}

export interface PendingPaymentsTable {
  id: string;
  user_id: number;
  session_id: string;
  /** JSON: what was authorised (payment/card.ts PendingPayment without id, user, session, attempts, expiry). */
  details: string;
  attempts: number;
  expires_at: number;
}

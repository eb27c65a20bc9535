/** The buying tables: carts, orders, offers and their lines, approvals, saved lists, and the outbox of their events. (Kysely's view of them: server/db/tables.ts.) */
import type { Generated } from 'kysely';

export interface CartItemsTable {
  user_id: Generated<number>;
  product_id: Generated<number>;
  unit_id: number;
  quantity: number;
  added_at: string;
}

/** Who changed a company's cart last (migration 14): a user of the company, or its representative. */
export interface CartChangesTable {
  user_id: number;
  changed_by: number;
  by_representative: Generated<number>;
  changed_at: string;
}

export interface OfferItemsTable {
  id: Generated<number>;
  offer_id: number;
  product_id: number;
  unit_id: number;
  code: string;
  name: string;
  image: string;
  quantity: number;
  price: number;
  profit: Generated<number>;
  tax_rate: number;
  position: number;
}

export interface OffersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  created_at: string;
  is_cancel: Generated<number>;
  customer_name: Generated<string>;
  customer_company_name: Generated<string>;
  customer_email: Generated<string>;
  customer_phone: Generated<string>;
  description: string;
  currency: string;
  /** The company user who made it (migration 6); user_id is the company. */
  created_by_user: number | null;
  /** The representative who made it while acting for the company (migration 14). */
  made_by_representative: Generated<number | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  code: string;
  name: string;
  image: string;
  unit_name: string;
  multiplier: number;
  quantity: number;
  price: number;
  tax_rate: number;
  position: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  branch_id: number | null;
  created_by: string;
  created_at: string;
  is_cancel: Generated<number>;
  description: string;
  advence_price: string;
  currency: string;
  subtotal: number;
  tax_total: number;
  total: number;
  /** The company user who placed it (migration 6); user_id is the company. */
  placed_by: number | null;
  status: Generated<'placed' | 'waiting' | 'rejected'>;
  /** Why it waited, as judged when it was sent (migration 13); null when it did not, or on an earlier host. */
  approval_limit: 'order' | 'monthly' | null;
  approval_limit_amount: number | null;
  approval_month_used: number | null;
  /** The representative who placed it while acting for the company (migration 14). */
  placed_by_representative: Generated<number | null>;
}

/** The decision on an order that waited for approval. */
export interface OrderApprovalsTable {
  order_id: number;
  decided_by: number;
  decision: 'approved' | 'rejected';
  reason: Generated<string>;
  decided_at: string;
  /** 1 once the buyer was shown the decision (a toast on a page or through the socket). */
  notified: Generated<number>;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
}

/** A saved shopping list (migration 7): its owner's, or shared with the owner's company. */
export interface ShoppingListsTable {
  id: Generated<number>;
  company_id: number;
  owner_id: number;
  name: string;
  shared: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ShoppingListLinesTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  unit_id: number;
  quantity: number;
  note: Generated<string>;
  position: number;
}

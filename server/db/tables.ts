/**
 * The tables as Kysely sees them (generated from the schema with PRAGMA table_info, then kept by hand):
 * what the typed query builder checks column names and result types against. Generated<> marks a
 * column the database fills (identity, default).
 */
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

export interface BranchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The branch's code in the distributor's ERP (migration 8), unique per company; null: none. */
  code: string | null;
  address: Generated<string>;
}

export interface BrandsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: string | null;
}

export interface CampaignProductsTable {
  campaign_id: number;
  product_id: number;
  position: number;
}

export interface CampaignsTable {
  id: Generated<number>;
  name: string;
  active: number;
  name_en: string | null;
}

export interface CartItemsTable {
  user_id: Generated<number>;
  product_id: Generated<number>;
  unit_id: number;
  quantity: number;
  added_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  slug: string;
  position: number;
  name_en: string | null;
}

export interface CurrenciesTable {
  id: Generated<number>;
  code: string;
  exchange_rate: number;
  is_default: Generated<number>;
}

export interface FaultReportsTable {
  id: Generated<number>;
  user_id: number | null;
  product_code: string;
  description: string;
  created_at: string;
}

export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  document_no: string;
  description: string;
  debit: number;
  credit: number;
  due_date: string;
}

export interface SearchSynonymsTable {
  id: Generated<number>;
  /** A group's phrases, '|' between them ('kaçak akım|RCD|RCCB'). */
  phrases: string;
}

export interface ProductAttributesTable {
  product_id: number;
  /** An attribute's key (ATTRIBUTE_KEYS of src/domain/catalog/productAttributes: 'rating'). */
  attribute: string;
  /** Its value as a product name's rules write it ('16A', 'IP65', 'beyaz'). */
  value: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface ModelsTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  slug: string;
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

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
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

export interface PreferencesTable {
  user_id: Generated<number>;
  key: string;
  value: string;
}

export interface ProductImagesTable {
  product_id: number;
  image: string;
  name: string;
  position: number;
}

export interface ProductUnitsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  multiplier: number;
  sale_price: number;
  list_price: number;
  barcode: string;
  is_default: number;
  position: number;
}

export interface ProductVariantsTable {
  product_id: Generated<number>;
  code: string;
  name: string;
  value: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  parent_id: number | null;
  code: string;
  barcode: string;
  name: string;
  seo: string;
  image: string;
  brand_id: number;
  model_id: number | null;
  category_id: number;
  description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  tax_rate: number;
  currency: string;
  sale_price: number;
  list_price: number;
  adv1: number;
  adv2: number;
  adv3: number;
  adv4: number;
  adv5: number;
  equivalent_code: string;
  ozelkod: string;
  ozelkod2: string;
  ozelkod3: string;
  ozelkod4: string;
  ozelkod5: string;
  variant_check: number;
  position: number;
  search_text: string;
  name_rank: number;
  brand_rank: number;
  stock_total: Generated<number>;
  price_key: Generated<number>;
  name_en: string | null;
}

export interface SearchQueriesTable {
  id: Generated<number>;
  user_id: number | null;
  query: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  data: Generated<string>;
  created_at: string;
  expires_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface StockTable {
  product_id: Generated<number>;
  warehouse_id: Generated<number>;
  quantity: number;
}

export interface StoreInfoTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  role: string;
  risk_limit: Generated<number>;
  balance: number | null;
  balance_currency: Generated<string>;
  overdue_balance: Generated<number>;
  overdue_days: Generated<number>;
  rep_name: Generated<string>;
  rep_phone: Generated<string>;
  rep_email: Generated<string>;
  logo: Generated<string>;
  address_name: Generated<string>;
  address: Generated<string>;
  town: Generated<string>;
  city: Generated<string>;
  address_number: Generated<string>;
  last_seen: string | null;
  /** A company's code in the distributor's ERP (migration 8), unique; null for other users. */
  customer_code: string | null;
  /** The price a company buys at (migration 8): '' the sale price, else advencePrice1 to 5. */
  price_plan: Generated<string>;
  /** A representative's phone (migration 14). */
  phone: Generated<string>;
  /** A customer company's representative user (migration 14); null: none (the rep_* columns only). */
  representative_id: number | null;
  /** The company lets its representative order for it (1), and above which order total (TL) it waits. */
  rep_may_order: Generated<number>;
  rep_order_limit: number | null;
}

export interface WarehousesTable {
  id: Generated<number>;
  name: string;
}

export interface WarrantyMovementsTable {
  id: Generated<number>;
  serial: string;
  tarih: string;
  durum: string;
  belge_no: string;
}

export interface WarrantySerialsTable {
  serial: string;
  product_id: number;
  warranty_days: number;
  starts_at: string;
}

export interface LoginFailuresTable {
  /** A text column: 'pair' rows (account and address, keyed by both) came later without a migration. */
  kind: 'account' | 'address' | 'pair';
  key: string;
  count: number;
  last_at: number;
}

export interface SearchWindowsTable {
  key: string;
  started_at: number;
  count: number;
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

/** A picture served at /images/{name} (migration 5): the seed's drawings and the logos. */
export interface ImagesTable {
  name: string;
  data: Buffer;
}

/** A user's place in a company (migration 6): the company is the customer's own users row. */
export interface CompanyUsersTable {
  user_id: number;
  company_id: number;
  role: 'yonetici' | 'satinalma' | 'onaylayici' | 'izleyici';
  phone: Generated<string>;
  order_limit: number | null;
  monthly_limit: number | null;
  active: Generated<number>;
  must_change_password: Generated<number>;
}

/** The branches a company user may order for; none: all of the company's. */
export interface BranchGrantsTable {
  user_id: number;
  branch_id: number;
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

/** A program's API token (migration 9): its SHA-256 only; times are ISO strings. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Who changed a company's cart last (migration 14): a user of the company, or its representative. */
export interface CartChangesTable {
  user_id: number;
  changed_by: number;
  by_representative: Generated<number>;
  changed_at: string;
}

/** A representative's acting for a customer (migration 14): ended_at null while it lasts. */
export interface RepresentativeSessionsTable {
  id: Generated<number>;
  representative_id: number;
  company_id: number;
  started_at: string;
  ended_at: string | null;
}

export interface StoreTables {
  cart_changes: CartChangesTable;
  representative_sessions: RepresentativeSessionsTable;
  api_tokens: ApiTokensTable;
  shopping_lists: ShoppingListsTable;
  shopping_list_lines: ShoppingListLinesTable;
  company_users: CompanyUsersTable;
  branch_grants: BranchGrantsTable;
  order_approvals: OrderApprovalsTable;
  images: ImagesTable;
  login_failures: LoginFailuresTable;
  search_windows: SearchWindowsTable;
  pending_payments: PendingPaymentsTable;
  banks: BanksTable;
  bins: BinsTable;
  branches: BranchesTable;
  brands: BrandsTable;
  campaign_products: CampaignProductsTable;
  campaigns: CampaignsTable;
  cart_items: CartItemsTable;
  categories: CategoriesTable;
  currencies: CurrenciesTable;
  fault_reports: FaultReportsTable;
  ledger: LedgerTable;
  meta: MetaTable;
  search_synonyms: SearchSynonymsTable;
  models: ModelsTable;
  offer_items: OfferItemsTable;
  offers: OffersTable;
  order_items: OrderItemsTable;
  orders: OrdersTable;
  outbox: OutboxTable;
  payment_options: PaymentOptionsTable;
  payments: PaymentsTable;
  pos_plans: PosPlansTable;
  preferences: PreferencesTable;
  product_attributes: ProductAttributesTable;
  product_images: ProductImagesTable;
  product_units: ProductUnitsTable;
  product_variants: ProductVariantsTable;
  products: ProductsTable;
  search_queries: SearchQueriesTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  stock: StockTable;
  store_info: StoreInfoTable;
  users: UsersTable;
  warehouses: WarehousesTable;
  warranty_movements: WarrantyMovementsTable;
  warranty_serials: WarrantySerialsTable;
}

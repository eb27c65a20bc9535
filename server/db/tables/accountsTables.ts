/** The people's tables: users, companies' users and branches, sessions, preferences, tokens, representatives' acting, the ledger. (Kysely's view of them: server/db/tables.ts.) */
import type { Generated } from 'kysely';

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

export interface BranchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The branch's code in the distributor's ERP (migration 8), unique per company; null: none. */
  code: string | null;
  address: Generated<string>;
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

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  data: Generated<string>;
  created_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  /** A text column: 'pair' rows (account and address, keyed by both) came later without a migration. */
  kind: 'account' | 'address' | 'pair';
  key: string;
  count: number;
  last_at: number;
}

export interface PreferencesTable {
  user_id: Generated<number>;
  key: string;
  value: string;
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

/** A representative's acting for a customer (migration 14): ended_at null while it lasts. */
export interface RepresentativeSessionsTable {
  id: Generated<number>;
  representative_id: number;
  company_id: number;
  started_at: string;
  ended_at: string | null;
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

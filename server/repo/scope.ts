/**
 * Whose data a repository call reads and changes. A company's orders, offers and payments
 * are its own (their user_id is the company); a user whose role lacks 'companyHistory' sees and
 * changes only the ones they made (placed_by, created_by_user, paid_by).
 */
import type { MemberRole } from '../../src/domain/company/companyRoles';

export interface Scope {
  /** The company: the rows' user_id, and the lock every change takes. */
  companyId: number;
  /** Only rows this user made; null: the whole company's. */
  ownerId: number | null;
}

/** A company user acting: their cart and name, their company, their role. */
export interface Buyer {
  userId: number;
  name: string;
  companyId: number;
  role: MemberRole;
  /**
   * The sales representative placing it for the company (user and name are then the company's own):
   * recorded on what they make, and their consent's per-order limit judges their orders.
   */
  representative?: { id: number; name: string; orderLimit: number | null } | null;
}

/** The company-wide scope (a decision of an approver, a payment's own order). */
export const companyScope = (companyId: number): Scope => ({ companyId, ownerId: null });

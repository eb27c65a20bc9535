/**
 * Company accounts (beyond the spec): several users of one customer (bayi), each with a
 * role. The roles and what each may do, once: the host's authorisation reads this table for every
 * route, and the widgets hide what the viewer's role cannot do.
 */

import { COMPANY_ROLES as ROLE_NAMES, type CompanyRole, type MemberRole } from './companyRoleNames';

export {
  COMPANY_ROLES,
  MEMBER_ROLES,
  REPRESENTATIVE_ROLE,
  type CompanyRole,
  type MemberRole,
} from './companyRoleNames';

export type CompanyPermission =
  /** The cart: add, change, quick order, offer into cart, order, card payment of the cart. */
  | 'cart'
  /** Make and manage offers for their own customers. */
  | 'offers'
  /** See the company's orders, offers and payments (without it: the user's own). */
  | 'companyHistory'
  /** Approve or reject another user's order that waits for approval. */
  | 'approve'
  /** The account statement (cari hesap ekstresi). */
  | 'statement'
  /** A free payment into the company's account. */
  | 'accountPayment'
  /** List, add, edit, deactivate and reactivate the company's users. */
  | 'manageUsers';

const EVERYTHING: readonly CompanyPermission[] = [
  'cart',
  'offers',
  'companyHistory',
  'approve',
  'statement',
  'accountPayment',
  'manageUsers',
];

/**
 * - Yönetici: everything, and manages the users.
 * - Satın Alma: orders and offers within their limits; sees their own.
 * - Onaylayıcı: approves others' orders and may order; sees the company's orders and offers.
 * - İzleyici: sees the catalogue, the company's prices, orders and statement; no cart.
 * - Temsilci (the distributor's representative acting with the company's consent): the company's cart,
 *   offers, orders and statement; never its users, approvals or a payment of its money.
 */
export const ROLE_PERMISSIONS: Readonly<Record<MemberRole, readonly CompanyPermission[]>> = {
  yonetici: EVERYTHING,
  satinalma: ['cart', 'offers'],
  onaylayici: ['cart', 'offers', 'companyHistory', 'approve'],
  izleyici: ['companyHistory', 'statement'],
  temsilci: ['cart', 'offers', 'companyHistory', 'statement'],
};

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

/** Whether a user of `role` may do `permission`; no role (a store administrator, a visitor) may nothing. */
export function roleCan(role: MemberRole | null | undefined, permission: CompanyPermission): boolean {
  return !!role && ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Whether a logged-in customer of `role` has a cart: a role with 'cart', or no role at all (a customer
 * of a backend without company accounts, who has every right the spec gives). Visitors and the store's
 * administrators are told apart by the user, not here.
 */
export const roleHasCart = (role: MemberRole | null): boolean => role === null || roleCan(role, 'cart');

/**
 * Who may change a record they can see (cancel an order; change, mail or cancel an offer): the user who
 * made it, if their role still has the right (`permission`), and the company's Yönetici. An approver or
 * a viewer who sees the company's records cannot change a colleague's. Without company accounts (no
 * role) a customer changes their own records, as the spec has it.
 */
function mayChange(
  viewer: { id: number | null; role: MemberRole | null },
  madeBy: number | null,
  permission: CompanyPermission,
): boolean {
  if (viewer.role === null || viewer.role === 'yonetici') return true;
  return roleCan(viewer.role, permission) && madeBy !== null && madeBy === viewer.id;
}

/** Who may cancel an order they can see: the user who placed it (a role with a cart) and the Yönetici. */
export const mayCancelOrder = (
  viewer: { id: number | null; role: MemberRole | null },
  order: { placedBy: number | null },
): boolean => mayChange(viewer, order.placedBy, 'cart');

/**
 * Who may change an offer they can see (margins, customer, mail, cancel): the user who made it (a role
 * with offers) and the Yönetici, as for orders. Düzenle only reads an offer into the viewer's own cart,
 * so anyone with a cart who sees the offer may use it.
 */
export const mayManageOffer = (
  viewer: { id: number | null; role: MemberRole | null },
  offer: { createdBy: number | null },
): boolean => mayChange(viewer, offer.createdBy, 'offers');

/**
 * What a sales representative acting for a customer company may not do there: what the role table
 * keeps from 'temsilci' (the company's users, approvals, a payment into its account) and a card
 * payment of the cart, which the customer makes themselves (the role's 'cart' covers ordering).
 */
import { roleCan, type CompanyPermission, type MemberRole } from './companyRoles';

interface ActingUser {
  companyRole: MemberRole | null;
  representative: { actingFor: object | null } | null;
}

/** Whether the user is a sales representative acting for a customer now. */
export const isActingForCustomer = (user: Pick<ActingUser, 'representative'>): boolean =>
  user.representative?.actingFor != null;

/** Whether a screen of `permission` is closed to the user because they act for a customer. */
export const closedWhileActing = (user: ActingUser, permission: CompanyPermission): boolean =>
  isActingForCustomer(user) && !roleCan(user.companyRole, permission);

/** Whether the user may pay the cart by card: not while acting for a customer. */
export const mayPayByCard = (user: Pick<ActingUser, 'representative'>): boolean => !isActingForCustomer(user);

/**
 * Company accounts (beyond the spec): the users of a customer's company and the orders
 * waiting for approval. Calls under /api/company/, the spec's error shape, CSRF on every change.
 */
import { COMPANY_ROLES } from '../domain/company/companyRoles';
import {
  arrayOf,
  bool,
  literal,
  nullable,
  num,
  numeric,
  object,
  optional,
  str,
  type Decoded,
} from './decode';
import { orderDecoder } from './orders';

export const companyUserDecoder = object({
  id: num,
  name: str,
  username: str,
  email: str,
  phone: str,
  role: literal(...COMPANY_ROLES),
  /** TL; null: no limit. */
  orderLimit: nullable(numeric),
  monthlyLimit: nullable(numeric),
  /** The branches (şube) the user may order for; empty: all of the company's. */
  branchIds: arrayOf(num),
  active: bool,
  /** The user reading the list. */
  self: bool,
});
export type CompanyUser = Decoded<typeof companyUserDecoder>;

/** GET /api/company/users (Yönetici). */
export const companyUsersAnswer = object({
  users: arrayOf(companyUserDecoder),
  branches: arrayOf(object({ id: num, name: str })),
  /** The company's login and a dot: new usernames are this and what the Yönetici types (bayi1.). */
  usernamePrefix: str,
});
export type CompanyUsersAnswer = Decoded<typeof companyUsersAnswer>;

/** POST /api/company/users: the new user and the one-time password, shown once. */
export const companyUserCreatedAnswer = object({ user: companyUserDecoder, oneTimePassword: str });
export type CompanyUserCreatedAnswer = Decoded<typeof companyUserCreatedAnswer>;

/** PATCH /api/company/users/{id}, POST …/{id}/deactivate, …/{id}/reactivate. */
export const companyUserSavedAnswer = object({ user: companyUserDecoder });

/** The body of POST and PATCH /api/company/users (domain/company/companyUser CompanyUserInput). */
export interface CompanyUserRequest {
  name: string;
  username: string;
  email: string;
  phone: string;
  role: (typeof COMPANY_ROLES)[number];
  orderLimit: number | null;
  monthlyLimit: number | null;
  branchIds: number[];
}

export const approvalDecoder = object({
  order: orderDecoder,
  buyer: object({ id: num, name: str }),
  limits: object({ orderLimit: nullable(numeric), monthlyLimit: nullable(numeric), monthlyUsed: numeric }),
  /** The order total in TL, which the limits are judged against. */
  totalTry: numeric,
  /**
   * Why it waits, as judged when it was sent (domain/company/orderApproval ApprovalReason): the limit
   * it went over, that limit's amount and what the buyer's month had used. Null for an order of a host
   * that did not keep it; `limits` are the buyer's limits of today.
   */
  reason: optional(
    nullable(object({ limit: literal('order', 'monthly'), amount: numeric, used: numeric })),
    null,
  ),
  /** The reader's own order: someone else must approve it. */
  own: bool,
});
export type Approval = Decoded<typeof approvalDecoder>;

/** GET /api/company/approvals (Onaylayıcı, Yönetici): the company's orders waiting for approval. */
export const approvalsAnswer = object({ approvals: arrayOf(approvalDecoder) });
export type ApprovalsAnswer = Decoded<typeof approvalsAnswer>;

/** POST /api/company/approvals/{id}/approve, …/reject with {reason}. */
export const approvalDecisionAnswer = object({ success: bool, order: orderDecoder });
export type ApprovalDecisionAnswer = Decoded<typeof approvalDecisionAnswer>;

/** The longest rejection reason the host keeps. */
export const REJECT_REASON_MAX = 500;

/** The socket's answer to a company user's {type:'checkNotices'}: decisions not shown yet. */
export const orderNoticesMessage = object({
  type: literal('orderNotices'),
  notices: arrayOf(object({ orderNo: str, status: literal('approved', 'rejected'), reason: str })),
});
export type OrderNoticesMessage = Decoded<typeof orderNoticesMessage>;

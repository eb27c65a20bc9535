/** Company accounts: the Yönetici's users and the approvers' queue, each answer checked. */
import {
  approvalDecisionAnswer,
  approvalsAnswer,
  companyUserCreatedAnswer,
  companyUserSavedAnswer,
  companyUsersAnswer,
  type ApprovalsAnswer,
  type CompanyUser,
  type CompanyUserCreatedAnswer,
  type CompanyUserRequest,
  type CompanyUsersAnswer,
} from '../contract/company';
import type { Order } from '../contract/orders';
import { jsonBody, type HttpClient } from './http';

const USERS = '/api/company/users';
const APPROVALS = '/api/company/approvals';
const idPath = (base: string, id: number) => `${base}/${encodeURIComponent(String(id))}`;

/** GET /api/company/users: the company's users and its branches. */
export function fetchCompanyUsers(http: HttpClient, signal?: AbortSignal): Promise<CompanyUsersAnswer> {
  return http.requestChecked(USERS, companyUsersAnswer, { signal });
}

/** POST /api/company/users: the new user and their one-time password (shown once). */
export function createCompanyUser(
  http: HttpClient,
  user: CompanyUserRequest,
): Promise<CompanyUserCreatedAnswer> {
  return http.requestChecked(USERS, companyUserCreatedAnswer, { method: 'POST', body: jsonBody(user) });
}

/** PATCH /api/company/users/{id}: the user as saved. */
export async function updateCompanyUser(
  http: HttpClient,
  id: number,
  user: CompanyUserRequest,
): Promise<CompanyUser> {
  const answer = await http.requestChecked(idPath(USERS, id), companyUserSavedAnswer, {
    method: 'PATCH',
    body: jsonBody(user),
  });
  return answer.user;
}

/** POST /api/company/users/{id}/deactivate or …/reactivate: the user as they now are. */
export async function setCompanyUserActive(
  http: HttpClient,
  id: number,
  active: boolean,
): Promise<CompanyUser> {
  const answer = await http.requestChecked(
    `${idPath(USERS, id)}/${active ? 'reactivate' : 'deactivate'}`,
    companyUserSavedAnswer,
    { method: 'POST' },
  );
  return answer.user;
}

/** GET /api/company/approvals: the company's orders waiting for approval. */
export function fetchApprovals(http: HttpClient, signal?: AbortSignal): Promise<ApprovalsAnswer> {
  return http.requestChecked(APPROVALS, approvalsAnswer, { signal });
}

/** POST /api/company/approvals/{id}/approve: the order, now placed. */
export async function approveOrder(http: HttpClient, id: number): Promise<Order> {
  const answer = await http.requestChecked(`${idPath(APPROVALS, id)}/approve`, approvalDecisionAnswer, {
    method: 'POST',
  });
  return answer.order;
}

/** POST /api/company/approvals/{id}/reject {reason}: the order, now rejected. */
export async function rejectOrder(http: HttpClient, id: number, reason: string): Promise<Order> {
  const answer = await http.requestChecked(`${idPath(APPROVALS, id)}/reject`, approvalDecisionAnswer, {
    method: 'POST',
    body: jsonBody({ reason }),
  });
  return answer.order;
}

/** Sales representatives: the book, acting for a customer, and the customer's consent; each answer checked. */
import {
  actingAnswer,
  representativeBookAnswer,
  representativeConsentAnswer,
  type ActingAnswer,
  type ConsentRequest,
  type RepresentativeBookAnswer,
  type RepresentativeConsentAnswer,
  type StartActingRequest,
} from '../contract/representatives';
import { jsonBody, type HttpClient } from './http';

const BOOK = '/api/representative/customers';
const ACTING = '/api/representative/acting';
const CONSENT = '/api/company/representative';

/** GET /api/representative/customers: every customer of the representative's book. */
export function fetchRepresentativeBook(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<RepresentativeBookAnswer> {
  return http.requestChecked(BOOK, representativeBookAnswer, { signal });
}

/** POST /api/representative/acting {companyId}: the session, now acting for that customer. */
export function startActing(http: HttpClient, request: StartActingRequest): Promise<ActingAnswer> {
  return http.requestChecked(ACTING, actingAnswer, { method: 'POST', body: jsonBody(request) });
}

/** DELETE /api/representative/acting: the session, acting for nobody. */
export function stopActing(http: HttpClient): Promise<ActingAnswer> {
  return http.requestChecked(ACTING, actingAnswer, { method: 'DELETE' });
}

/** GET /api/company/representative: the company's representative and the consent its Yönetici gave. */
export function fetchRepresentativeConsent(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<RepresentativeConsentAnswer> {
  return http.requestChecked(CONSENT, representativeConsentAnswer, { signal });
}

/** PUT /api/company/representative: the consent as saved. */
export function saveRepresentativeConsent(
  http: HttpClient,
  request: ConsentRequest,
): Promise<RepresentativeConsentAnswer> {
  return http.requestChecked(CONSENT, representativeConsentAnswer, {
    method: 'PUT',
    body: jsonBody(request),
  });
}

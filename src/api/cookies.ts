import type { CookieChoiceRequest } from '../contract/settings';
import { jsonBody, type HttpClient } from './http';

/** POST /api/catalog/cookies {allowCookies: true}: the host remembers the choice. */
export async function acceptCookies(http: HttpClient): Promise<void> {
  const body: CookieChoiceRequest = { allowCookies: true };
  await http.request('/api/catalog/cookies', { method: 'POST', body: jsonBody(body) });
}

import { jsonBody, type HttpClient } from './http';

/** The keys POST /api/catalog/settings takes (spec section 7). */
export type SettingKey = 'productListView' | 'showNotInStocks' | 'defaultCurrency' | 'branch' | 'locale';

/** Saves one user setting; the answer carries nothing the widgets use. */
export async function saveSetting(http: HttpClient, key: SettingKey, value: string | number): Promise<void> {
  await http.request('/api/catalog/settings', { method: 'POST', body: jsonBody({ key, value }) });
}

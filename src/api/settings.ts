import type { SettingKey, SettingValues } from '../contract/settings';
import { jsonBody, type HttpClient } from './http';

/** Saves one user setting (POST /api/catalog/settings); the answer carries nothing the widgets use. */
export async function saveSetting<K extends SettingKey>(
  http: HttpClient,
  key: K,
  value: SettingValues[K],
): Promise<void> {
  await http.request('/api/catalog/settings', { method: 'POST', body: jsonBody({ key, value }) });
}

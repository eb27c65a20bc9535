/** POST /api/catalog/settings (JSON {key, value}): the user's preferences; the answer is okAnswer. */
import type { Locale, ViewMode } from './hostConfig';

export const SETTING_KEYS = [
  'productListView',
  'showNotInStocks',
  'defaultCurrency',
  'branch',
  'locale',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface SettingValues {
  productListView: ViewMode;
  showNotInStocks: '0' | '1';
  /** A currency id. */
  defaultCurrency: number;
  /** A branch id of the customer. */
  branch: number;
  locale: Locale;
}

/** POST /api/catalog/cookies: stores the cookie choice. */
export interface CookieChoiceRequest {
  allowCookies: true;
}

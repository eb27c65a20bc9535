/** What every check gets: the suite, the logged-in clients and what earlier checks discovered. */
import type { BrowserLikeClient } from './httpClient';
import type { Suite } from './suite';

/** The few fields of a product the walk needs (the whole answer is checked against the document). */
export interface FoundProduct {
  id: number;
  code: string;
  name: string;
  seo: string;
  unitId: number;
}

export interface CheckContext {
  suite: Suite;
  base: string;
  customer: BrowserLikeClient;
  /** The config block of the page the customer landed on after login. */
  config: Record<string, unknown>;
  admin: BrowserLikeClient | null;
  product: FoundProduct | null;
}

export type Check = (ctx: CheckContext) => Promise<void>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  /** Its brand's code, a catalogue path of its own; '' when it has none. */
  brandCode: string;
}

/** A company user the suite made, logged in with the password it set at the first login. */
export interface MadeUser {
  id: number;
  username: string;
  client: BrowserLikeClient;
}

/** The kinds of objects the suite makes, found again by the run's mark and undone at the end. */
export type MadeKind = 'orders' | 'offers' | 'lists' | 'users';

/** The cart page's payment plans (priceNames): an order on account is saved under one, a card pays the other. */
export interface CartPlans {
  account: string;
  card: string;
}

export interface CheckContext {
  suite: Suite;
  base: string;
  customer: BrowserLikeClient;
  /** The customer's password: a password change made on the account itself is set back to it. */
  password: string;
  /** The config block of the page the customer landed on after login. */
  config: Record<string, unknown>;
  admin: BrowserLikeClient | null;
  /** --representative: a sales representative's client. */
  representative: BrowserLikeClient | null;
  /** --token: a program's client, with the API token and no cookie. */
  importer: BrowserLikeClient | null;
  /** --payment: the card checkout is walked with the test card (it records a payment). */
  payment: boolean;
  product: FoundProduct | null;
  /** Read from the cart page once, before the walk saves an order (the page then shows its success). */
  plans: CartPlans | null;
  /**
   * This run's mark, in the name or note of everything the suite makes (orders, offers, lists,
   * users): what it made is found by it and undone at the end, whatever step stopped.
   */
  mark: string;
  /** What the walk has started making, so the end looks for it. */
  made: Set<MadeKind>;
  /** The company user made by the walk (for the approvals); null until made, or when it cannot be. */
  buyer: MadeUser | null;
}

export type Check = (ctx: CheckContext) => Promise<void>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The note or name an object made by the suite carries: the run's mark says it is the suite's. */
export const madeNote = (ctx: Pick<CheckContext, 'mark'>, what: string) =>
  `contract:check ${ctx.mark} ${what}`;

export const NO_COMPANY = 'the backend has no company accounts (the config block names no companyRole)';

/** The user's company role from the config block; null for a backend without company accounts. */
export function companyRole(config: Record<string, unknown>): string | null {
  const user = isRecord(config.user) ? config.user : {};
  return typeof user.companyRole === 'string' ? user.companyRole : null;
}

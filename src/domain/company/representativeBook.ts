/**
 * A sales representative's book of customers (beyond the spec): how the book and the 'Müşteri Seç'
 * list find a customer as the representative types, how the book sorts, and whether 'Adına Çalış'
 * may act for a customer. Pure: the widgets show what these say, the host refuses the same.
 */
import { foldText } from '../shared/turkishText';

/** What the book knows of a customer (contract/representatives' BookCustomer has this shape). */
export interface BookCustomer {
  name: string;
  code: string | null;
  city: string;
  balance: number;
  overdueBalance: number;
  riskHeadroom: number | null;
  lastOrderAt: string | null;
  cartTotal: number;
  online: boolean;
  consent: boolean;
}

/** The columns the book sorts by. */
export const BOOK_SORT_KEYS = [
  'name',
  'balance',
  'overdue',
  'headroom',
  'lastOrder',
  'cart',
  'online',
  'consent',
] as const;
export type BookSortKey = (typeof BOOK_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface BookSort {
  key: BookSortKey;
  direction: SortDirection;
}

/** The book as it opens: by name, A to Z. */
export const DEFAULT_BOOK_SORT: BookSort = { key: 'name', direction: 'ascending' };

/**
 * Whether a customer is one the query names: every word of the query is in the name, the code or the
 * city, compared in folded Turkish ('isik' finds 'IŞIK Ticaret', 'istanbul' finds 'İstanbul').
 */
export function customerMatches(
  customer: Pick<BookCustomer, 'name' | 'code' | 'city'>,
  query: string,
): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([customer.name, customer.code ?? '', customer.city].join(' '));
  return words.every((word) => haystack.includes(word));
}

export const filterBook = <C extends Pick<BookCustomer, 'name' | 'code' | 'city'>>(
  customers: readonly C[],
  query: string,
): C[] => customers.filter((customer) => customerMatches(customer, query));

/** What a column compares; null (no limit, never ordered) sorts after every value, both ways. */
function sortValue(customer: BookCustomer, key: BookSortKey): number | string | null {
  switch (key) {
    case 'name':
      return customer.name;
    case 'balance':
      return customer.balance;
    case 'overdue':
      return customer.overdueBalance;
    case 'headroom':
      return customer.riskHeadroom;
    case 'lastOrder':
      return customer.lastOrderAt === null ? null : Date.parse(customer.lastOrderAt) || null;
    case 'cart':
      return customer.cartTotal;
    case 'online':
      return Number(customer.online);
    case 'consent':
      return Number(customer.consent);
  }
}

/** The book in the order the representative chose; ties keep the names' Turkish alphabetical order. */
export function sortBook<C extends BookCustomer>(customers: readonly C[], sort: BookSort): C[] {
  const byName = (a: C, b: C) => a.name.localeCompare(b.name, 'tr');
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...customers].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'tr') : x - (y as number);
    return order !== 0 ? sign * order : byName(a, b);
  });
}

/** A header pressed: the same column turns round, another starts ascending. */
export function nextBookSort(current: BookSort, key: BookSortKey): BookSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * Why 'Adına Çalış' cannot act for a customer (a label key), or null when it can: without the
 * company's consent the host answers 403, so the button says so first.
 */
export function actingBlockedReason(customer: Pick<BookCustomer, 'consent'>): 'acting.noConsent' | null {
  return customer.consent ? null : 'acting.noConsent';
}

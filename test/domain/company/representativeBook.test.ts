/** @jest-environment node */
/** A representative's book: finding a customer as typed (Turkish folding), the sort, who can be acted for. */
import {
  actingBlockedReason,
  customerMatches,
  DEFAULT_BOOK_SORT,
  filterBook,
  nextBookSort,
  sortBook,
} from '../../../src/domain/company/representativeBook';
import { bookCustomer, HOSTILE_NAMES, THREE_CUSTOMERS } from '../../support/representatives';

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('finding a customer', () => {
  it.each([
    ['isik', 'Işık Aydınlatma'],
    ['IŞIK', 'Işık Aydınlatma'],
    ['istanbul', 'Yıldız Elektrik'],
    ['İZMİR', 'Çelik Yapı'],
    ['celik', 'Çelik Yapı'],
    ['c002', 'Işık Aydınlatma'],
    ['yildiz elek', 'Yıldız Elektrik'],
  ])('%s finds %s by name, code or city', (query, name) => {
    expect(names(filterBook(THREE_CUSTOMERS, query))).toEqual([name]);
  });

  it('an empty or blank query keeps every customer; a word found nowhere keeps none', () => {
    expect(filterBook(THREE_CUSTOMERS, '  ')).toHaveLength(3);
    expect(filterBook(THREE_CUSTOMERS, 'bursa')).toEqual([]);
  });

  it.each(HOSTILE_NAMES)('a name such as %j is found as the text it is', (name) => {
    const customer = bookCustomer({ name });
    expect(customerMatches(customer, name.slice(0, 3))).toBe(true);
    expect(customerMatches(customer, '$2')).toBe(false);
  });
});

describe('sorting the book', () => {
  it('opens by name, A to Z in Turkish order (Ç after C, I before İ)', () => {
    expect(names(sortBook(THREE_CUSTOMERS, DEFAULT_BOOK_SORT))).toEqual([
      'Çelik Yapı',
      'Işık Aydınlatma',
      'Yıldız Elektrik',
    ]);
  });

  it('sorts by balance both ways', () => {
    expect(names(sortBook(THREE_CUSTOMERS, { key: 'balance', direction: 'descending' }))).toEqual([
      'Işık Aydınlatma',
      'Yıldız Elektrik',
      'Çelik Yapı',
    ]);
  });

  it('puts a customer without a limit or without orders last, whichever the direction', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      expect(names(sortBook(THREE_CUSTOMERS, { key: 'headroom', direction })).at(-1)).toBe('Işık Aydınlatma');
      expect(names(sortBook(THREE_CUSTOMERS, { key: 'lastOrder', direction })).at(-1)).toBe(
        'Işık Aydınlatma',
      );
    }
    expect(names(sortBook(THREE_CUSTOMERS, { key: 'lastOrder', direction: 'descending' }))[0]).toBe(
      'Yıldız Elektrik',
    );
  });

  it('sorts by consent and online, ties by name; the input is not changed', () => {
    const input = [...THREE_CUSTOMERS];
    expect(names(sortBook(input, { key: 'consent', direction: 'ascending' }))).toEqual([
      'Çelik Yapı',
      'Işık Aydınlatma',
      'Yıldız Elektrik',
    ]);
    expect(names(sortBook(input, { key: 'online', direction: 'descending' }))[0]).toBe('Işık Aydınlatma');
    expect(input).toEqual(THREE_CUSTOMERS);
  });

  it('a header pressed again turns the order round; another header starts ascending', () => {
    const byBalance = nextBookSort(DEFAULT_BOOK_SORT, 'balance');
    expect(byBalance).toEqual({ key: 'balance', direction: 'ascending' });
    expect(nextBookSort(byBalance, 'balance')).toEqual({ key: 'balance', direction: 'descending' });
    expect(nextBookSort(nextBookSort(byBalance, 'balance'), 'balance').direction).toBe('ascending');
  });
});

describe('who can be acted for', () => {
  it('a customer who consented; the others with the reason', () => {
    expect(actingBlockedReason({ consent: true })).toBeNull();
    expect(actingBlockedReason({ consent: false })).toBe('acting.noConsent');
  });
});

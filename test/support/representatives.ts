import type { HostConfig } from '../../src/contract/hostConfig';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { ActingCustomer, BookCustomer } from '../../src/contract/representatives';
import { testConfig } from './renderWidget';

export const BOOK = '/api/representative/customers';
export const ACTING = '/api/representative/acting';
export const CONSENT = '/api/company/representative';

/** Names a hostile host or customer could give a company: each must show as plain text. */
export const HOSTILE_NAMES = [
  '$& Ltd',
  '$` Ltd',
  "$' Ltd",
  '$1 Ltd',
  'Nul\u0000 Ltd',
  'İki\nSatır',
  '<script>x</script>',
];

export function bookCustomer(overrides: Partial<BookCustomer> = {}): BookCustomer {
  return {
    companyId: 1,
    code: 'C001',
    name: 'Yıldız Elektrik',
    city: 'İstanbul',
    balance: 12500.5,
    currency: 'TRY',
    overdueBalance: 0,
    overdueDays: 0,
    riskLimit: 50000,
    riskHeadroom: 37499.5,
    lastOrderAt: '2026-11-20T09:30:00+03:00',
    cartTotal: 0,
    cartCurrency: '',
    online: false,
    consent: true,
    ...overrides,
  };
}

/** Three customers: one consenting and online, one with overdue debt and no limit, one without consent. */
export const THREE_CUSTOMERS: BookCustomer[] = [
  bookCustomer(),
  bookCustomer({
    companyId: 2,
    code: 'C002',
    name: 'Işık Aydınlatma',
    city: 'Ankara',
    balance: 80000,
    overdueBalance: 2500,
    overdueDays: 45,
    riskLimit: 0,
    riskHeadroom: null,
    lastOrderAt: null,
    cartTotal: 1234.56,
    cartCurrency: 'TRY',
    online: true,
  }),
  bookCustomer({
    companyId: 3,
    code: null,
    name: 'Çelik Yapı',
    city: 'İzmir',
    balance: -500,
    riskHeadroom: 100,
    lastOrderAt: '2025-01-02T10:00:00+03:00',
    consent: false,
  }),
];

/** A logged-in sales representative, acting for `actingFor` or for nobody. */
export function representativeConfig(
  actingFor: ActingCustomer | null = null,
  locale: 'tr' | 'en' = 'tr',
): HostConfig {
  return testConfig({
    locale,
    user: {
      ...ANONYMOUS_USER,
      authenticated: true,
      id: 40,
      name: 'Murat Plasiyer',
      companyRole: actingFor ? 'temsilci' : null,
      representative: { id: 40, name: 'Murat Plasiyer', actingFor },
    },
  });
}

export const refusal = (type: string) => ({ error: { messages: { type } } });

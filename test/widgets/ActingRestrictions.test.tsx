/**
 * What a sales representative acting for a customer may not do there, hidden or closed with the
 * reason: the company's users and the approvals (the role table keeps them from 'temsilci'), and card
 * payment of the cart (the customer pays by card themselves; ordering stays open). The same screens
 * for the company's own users are as before.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { PaymentAdvencePrice } from '../../src/contract/cart';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { HostConfig } from '../../src/contract/hostConfig';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { ApprovalQueue } from '../../src/widgets/ApprovalQueue/ApprovalQueue';
import { Cart } from '../../src/widgets/Cart/Cart';
import { CompanyUsers } from '../../src/widgets/CompanyUsers/CompanyUsers';
import { makeCartItem } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';
import { representativeConfig } from '../support/representatives';

const OPTIONS: PaymentAdvencePrice[] = [
  { name: '30 Gün Vadeli', priceName: 'advencePrice2', varsayilan: true, isVirtual: false },
  { name: 'Kredi Kartı', priceName: 'advencePrice5', varsayilan: false, isVirtual: true },
];
const REASON = 'Kartla ödemeyi müşteri kendisi yapar.';
const CLOSED = 'Müşteri adına çalışırken kullanılamaz.';
const YILDIZ = { companyId: 1, code: 'C001', name: 'Yıldız Elektrik' };

/** A representative acting for Yıldız Elektrik: the customer's user with the 'temsilci' role. */
function acting(overrides: Partial<HostConfig['user']> = {}, locale: 'tr' | 'en' = 'tr'): HostConfig {
  const config = representativeConfig(YILDIZ, locale);
  return { ...config, user: { ...config.user, id: 7, name: 'Yıldız Elektrik', ...overrides } };
}

beforeEach(() => {
  jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  nock.cleanAll();
  jest.restoreAllMocks();
});

async function renderCart(config: HostConfig) {
  nock(TEST_ORIGIN)
    .get('/api/catalog/cart')
    .reply(200, [makeCartItem(makeProduct(), 2)]);
  const store = createTestStore(config);
  renderWidget(<Cart paymentOptions={OPTIONS} />, store);
  await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
}

describe('card payment while acting for a customer', () => {
  it('the card plan says the customer pays by card; chosen, its payment is disabled with that reason', async () => {
    await renderCart(acting());
    const user = userEvent.setup();
    const plan = screen.getByRole('combobox', { name: 'Ödeme Planı' });
    expect(Array.from((plan as HTMLSelectElement).options, (o) => o.textContent)).toEqual([
      '30 Gün Vadeli',
      `Kredi Kartı (${REASON})`,
    ]);
    expect(screen.getByRole('button', { name: 'Sipariş Ver' })).toBeTruthy();
    await user.selectOptions(plan, 'advencePrice5');
    const pay = screen.getByRole('button', { name: 'Ödeme Yap' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)!.textContent).toBe(REASON);
  });

  it('over the risk limit, Kartla Öde is disabled with the reason too', async () => {
    const config = acting({
      riskLimit: 1,
      debt: { overdueBalance: 100, overdueBalanceExpiryDay: 5, currency: 'TRY' },
    });
    await renderCart({ ...config, settings: { ...DEFAULT_SETTINGS, b2b_risk_limit_islem: '1' } });
    const pay = screen.getByRole('button', { name: 'Kartla Öde' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)!.textContent).toBe(REASON);
  });

  it('a company user still pays by card', async () => {
    const config = acting();
    await renderCart({ ...config, user: { ...config.user, companyRole: 'yonetici', representative: null } });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ödeme Planı' }), 'advencePrice5');
    expect((screen.getByRole('button', { name: 'Ödeme Yap' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(REASON)).toBeNull();
  });

  it('in English', async () => {
    registerLabelTable('en', en);
    await renderCart(acting({}, 'en'));
    expect(
      screen.getByRole('option', { name: 'Kredi Kartı (The customer pays by card themselves.)' }),
    ).toBeTruthy();
  });
});

describe('the company’s users and approvals while acting for it', () => {
  it('CompanyUsers shows the reason and loads nothing', async () => {
    const users = nock(TEST_ORIGIN)
      .get('/api/company/users')
      .reply(200, { users: [], branches: [], usernamePrefix: '' });
    renderWidget(<CompanyUsers />, createTestStore(acting()));
    expect(screen.getByRole('note').textContent).toBe(CLOSED);
    await act(async () => {});
    expect(users.isDone()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Yeni Kullanıcı' })).toBeNull();
  });

  it('ApprovalQueue shows the reason and loads nothing', async () => {
    const approvals = nock(TEST_ORIGIN).get('/api/company/approvals').reply(200, { orders: [] });
    renderWidget(<ApprovalQueue />, createTestStore(acting()));
    expect(screen.getByRole('note').textContent).toBe(CLOSED);
    await act(async () => {});
    expect(approvals.isDone()).toBe(false);
  });

  it('in English', () => {
    registerLabelTable('en', en);
    renderWidget(<CompanyUsers />, createTestStore(acting({}, 'en')));
    expect(screen.getByRole('note').textContent).toBe('Not available while working on behalf of a customer.');
  });

  it('the Yönetici of the company still sees its users', async () => {
    const config = acting();
    nock(TEST_ORIGIN)
      .get('/api/company/users')
      .reply(200, { users: [], branches: [], usernamePrefix: 'bayi1.' });
    renderWidget(
      <CompanyUsers />,
      createTestStore({
        ...config,
        settings: DEFAULT_SETTINGS,
        user: { ...config.user, companyRole: 'yonetici', representative: null },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Yeni Kullanıcı' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

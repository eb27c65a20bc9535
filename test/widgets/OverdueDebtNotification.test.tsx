import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { selectCartLoaded } from '../../src/store/cart/cartSelectors';
import nock from 'nock';
import { Provider } from 'react-redux';
import { ANONYMOUS_USER, DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { DebtAging, Settings } from '../../src/contract/hostConfig';
import { OverdueDebtNotification } from '../../src/widgets/OverdueDebtNotification/OverdueDebtNotification';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const DEBT: DebtAging = { overdueBalance: 18750.4, overdueBalanceExpiryDay: 45, currency: 'TL' };

function store(debt: DebtAging | null, settings: Partial<Settings>) {
  return createTestStore(
    testConfig({
      user: { ...ANONYMOUS_USER, authenticated: true, id: 2, name: 'Yıldız', debt },
      settings: { ...DEFAULT_SETTINGS, overdueDebtInfoLimit: 1000, ...settings },
    }),
  );
}
// A logged-in customer's cart is loaded at start; it plays no part here.
beforeEach(() => nock(TEST_ORIGIN).persist().get('/api/catalog/cart').reply(200, []));

/** Renders and lets the start-up cart load finish, so nothing runs on after the test. */
async function show(ui: ReactElement, appStore: ReturnType<typeof store>) {
  const result = renderWidget(ui, appStore);
  await waitFor(() => expect(selectCartLoaded(appStore.getState())).toBe(true));
  return result;
}

const MESSAGE = 'Vadesi 45 gün geçmiş 18.750,40 TRY ödemeniz bulunmaktadır';

describe('OverdueDebtNotification', () => {
  it('shows the spec message as an alert in the page when showOverdueDebtInfo is on', async () => {
    await show(<OverdueDebtNotification statementPage={false} />, store(DEBT, { showOverdueDebtInfo: '1' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(MESSAGE);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('shows on the statement page even when showOverdueDebtInfo is off', async () => {
    await show(<OverdueDebtNotification statementPage />, store(DEBT, { showOverdueDebtInfo: '0' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
  });

  it('stays away elsewhere when showOverdueDebtInfo is off', async () => {
    const { container } = await show(
      <OverdueDebtNotification statementPage={false} />,
      store(DEBT, { showOverdueDebtInfo: '0' }),
    );
    expect(container.textContent).toBe('');
  });

  it.each([
    [1000, true], // at the limit
    [999.99, false],
  ])('a balance of %p against the limit 1000 shows: %p', async (overdueBalance, shown) => {
    await show(
      <OverdueDebtNotification statementPage />,
      store({ ...DEBT, overdueBalance }, { showOverdueDebtInfo: '1' }),
    );
    expect(screen.queryByRole('alert') !== null).toBe(shown);
  });

  it('shows nothing without debt aging (bayi2, anonymous visitors)', async () => {
    const { container } = await show(<OverdueDebtNotification statementPage />, store(null, {}));
    expect(container.textContent).toBe('');
  });

  it('rejects data-props of the wrong shape (the island shows its props error)', async () => {
    const appStore = store(DEBT, {});
    await waitFor(() => expect(selectCartLoaded(appStore.getState())).toBe(true));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Provider store={appStore}>
          <OverdueDebtNotification statementPage="yes" />
        </Provider>,
      ),
    ).toThrow(/statementPage: expected true or false/);
    jest.restoreAllMocks();
  });
});

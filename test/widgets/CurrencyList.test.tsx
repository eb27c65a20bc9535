import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { selectActiveCurrency } from '../../src/store/chrome/currency';
import { CurrencyList } from '../../src/widgets/CurrencyList/CurrencyList';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const config = testConfig({
  currencies: [
    { id: 1, code: 'TRY', exchangeRate: 1 },
    { id: 2, code: 'USD', exchangeRate: 32.5 },
    { id: 3, code: 'EUR', exchangeRate: 35.1 },
  ],
  defaultCurrency: 1,
});

describe('CurrencyList', () => {
  it('lists the currency codes with the active one chosen', () => {
    renderWidget(<CurrencyList />, createTestStore(config));
    const select = screen.getByRole('combobox', { name: 'Para Birimi' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['TRY', 'USD', 'EUR']);
    expect(select.value).toBe('1');
  });

  it('switches the store at once and saves defaultCurrency', async () => {
    let saved: unknown;
    nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (body) => {
        saved = body;
        return true;
      })
      .reply(200, {});
    const { store } = renderWidget(<CurrencyList />, createTestStore(config));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'USD');
    expect(selectActiveCurrency(store.getState())?.code).toBe('USD');
    await waitFor(() => expect(saved).toEqual({ key: 'defaultCurrency', value: 2 }));
  });

  it('keeps the choice on the page when saving fails', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(500, {});
    const { store } = renderWidget(<CurrencyList />, createTestStore(config));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'EUR');
    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    expect(selectActiveCurrency(store.getState())?.code).toBe('EUR');
    errorSpy.mockRestore();
  });
});

/** @jest-environment node */
import { overdueDebtBannerVisible, overdueDebtMessage } from '../../../src/domain/chrome/overdueDebt';
import { expectMessage } from '../expectMessage';

describe('overdueDebtBannerVisible: balance ≥ overdueDebtInfoLimit and showOverdueDebtInfo on', () => {
  it.each([
    [1500, 1000, '1', true],
    [1000, 1000, '1', true], // at the limit
    [999.99, 1000, '1', false],
    [1500, 1000, '0', false],
    [1500, 1000, true, true],
    [0, 0, '1', false], // nothing is overdue
    [0.01, 0, '1', true],
  ])('balance %p, limit %p, flag %p → %p', (overdueBalance, limit, flag, expected) => {
    expect(overdueDebtBannerVisible({ overdueBalance }, limit, flag)).toBe(expected);
  });

  it('no debt aging, no banner', () => {
    expect(overdueDebtBannerVisible(null, 0, '1')).toBe(false);
  });
});

describe('overdueDebtMessage', () => {
  it('fills days, the Turkish amount and the currency', () => {
    expectMessage(
      overdueDebtMessage({ overdueBalance: 1234.5, overdueBalanceExpiryDay: 45, currency: 'TL' }),
      'overdue.message',
      'Vadesi 45 gün geçmiş 1.234,50 TRY ödemeniz bulunmaktadır',
    );
  });

  it('keeps other currencies', () => {
    expectMessage(
      overdueDebtMessage({ overdueBalance: 250, overdueBalanceExpiryDay: 3, currency: 'usd' }),
      'overdue.message',
      'Vadesi 3 gün geçmiş 250,00 USD ödemeniz bulunmaktadır',
    );
  });
});

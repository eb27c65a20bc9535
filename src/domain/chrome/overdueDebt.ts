import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import { normalizeCurrencyCode } from '../shared/currencyCode';
import { formatAmount } from '../shared/money';

export interface OverdueDebt {
  overdueBalance: number;
  overdueBalanceExpiryDay: number;
  currency: string;
}

/**
 * The banner shows when showOverdueDebtInfo is on and the overdue balance is at or above
 * overdueDebtInfoLimit. A balance of 0 or less is no overdue payment at all, so it never shows
 * (with the default limit 0 the banner would otherwise tell every customer they owe 0,00).
 */
export function overdueDebtBannerVisible(
  debt: Pick<OverdueDebt, 'overdueBalance'> | null | undefined,
  overdueDebtInfoLimit: number,
  showOverdueDebtInfo: boolean | string,
): boolean {
  if (!debt || !(showOverdueDebtInfo === true || showOverdueDebtInfo === '1')) return false;
  const limit = Number.isFinite(overdueDebtInfoLimit) ? overdueDebtInfoLimit : 0;
  return debt.overdueBalance > 0 && debt.overdueBalance >= limit;
}

/**
 * 'Vadesi {days} gün geçmiş {amount} {currency} ödemeniz bulunmaktadır': amount in the Turkish
 * form with 2 decimals ('1.234,50'), currency as its ISO code (TL is treated as TRY).
 */
export function overdueDebtMessage(debt: OverdueDebt): DomainMessage<'overdue.message'> {
  return domainMessage('overdue.message', {
    days: debt.overdueBalanceExpiryDay,
    amount: formatAmount(debt.overdueBalance),
    currency: normalizeCurrencyCode(debt.currency),
  });
}

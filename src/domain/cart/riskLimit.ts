import { parseLocaleNumber } from '../shared/localeNumber';
import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import { formatAmount } from '../shared/money';
import { fromCents, toCents } from '../shared/rounding';

export interface RiskLimitInput {
  /** settings.b2b_risk_limit_islem ('1' on). */
  enabled: boolean | string;
  /** The user's risk_limit, a number or a number as the server writes it. */
  riskLimit: number | string | null | undefined;
  /** Debt aging overdueBalance. */
  overdueBalance: number | string | null | undefined;
  /** The cart total, in any of the Turkish/English forms parseLocaleNumber reads. */
  cartTotal: number | string | null | undefined;
}

export type RiskLimitResult =
  | { applies: false; blocked: false }
  | { applies: true; blocked: false; available: number }
  | {
      applies: true;
      blocked: true;
      /** true when the limit is exactly 1, which blocks ordering outright. */
      outright: boolean;
      available: number;
      excess: number;
      message: DomainMessage<'cart.riskLimitExceeded'>;
    };

/** A risk limit of exactly 1 is the marker for "no open-account ordering at all". */
export const BLOCKING_RISK_LIMIT = 1;

// Unreadable amounts count as 0: a missing overdue balance is no debt, a missing total is nothing to order.
function amount(value: number | string | null | undefined): number {
  const parsed = parseLocaleNumber(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

function isOn(flag: boolean | string): boolean {
  return flag === true || flag === '1';
}

/** Available credit = limit − overdue balance, to the cent. */
export function availableCredit(riskLimit: number, overdueBalance: number): number {
  return fromCents(toCents(riskLimit) - toCents(overdueBalance));
}

/**
 * The risk-limit check before ordering. It applies when b2b_risk_limit_islem is on and the limit is
 * above 0. A limit of exactly 1 blocks outright; its message then shows 0 TL available and the whole
 * cart total as the excess (the 1 is a marker, not one lira of credit). Otherwise ordering is blocked
 * when the available credit is 0 or less, or the cart total exceeds it; excess = total − available.
 * The message shows the amounts in the Turkish form with 2 decimals ('1.234,50'); an available
 * credit below 0 (overdue debt above the limit) is shown as 0, since nothing can be ordered.
 */
export function riskLimitCheck(input: RiskLimitInput): RiskLimitResult {
  const limit = amount(input.riskLimit);
  if (!isOn(input.enabled) || !(limit > 0)) return { applies: false, blocked: false };
  const totalCents = toCents(amount(input.cartTotal));
  const outright = limit === BLOCKING_RISK_LIMIT;
  const available = outright ? 0 : availableCredit(limit, amount(input.overdueBalance));
  const availableCents = toCents(available);
  if (!outright && availableCents > 0 && totalCents <= availableCents) {
    return { applies: true, blocked: false, available };
  }
  const excess = fromCents(totalCents - availableCents);
  return {
    applies: true,
    blocked: true,
    outright,
    available,
    excess,
    message: domainMessage('cart.riskLimitExceeded', {
      excess: formatAmount(Math.max(0, excess)),
      available: formatAmount(Math.max(0, available)),
    }),
  };
}

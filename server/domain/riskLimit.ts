/**
 * The risk limit as the server enforces it, on the widgets' own rule (src/domain/cart/riskLimit): the
 * host only puts the words to the rule's message, since server answers carry Turkish text.
 */
import type { Settings } from '../../src/contract/hostConfig';
import { riskLimitCheck } from '../../src/domain/cart/riskLimit';
import { MSG } from '../messages';

export interface RiskUser {
  risk_limit: number;
  overdue_balance: number;
}

/** null when the order may be placed; otherwise the spec's message with the excess and the available credit. */
export function riskLimitViolation(settings: Settings, user: RiskUser, total: number): string | null {
  const result = riskLimitCheck({
    enabled: settings.b2b_risk_limit_islem,
    riskLimit: user.risk_limit,
    overdueBalance: user.overdue_balance,
    cartTotal: total,
  });
  if (!result.blocked) return null;
  const params = result.message.params ?? {};
  return MSG.riskLimitExceeded(String(params.excess), String(params.available));
}

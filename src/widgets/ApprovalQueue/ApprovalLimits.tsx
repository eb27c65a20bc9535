import type { Approval } from '../../contract/company';
import { formatMoney } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';

/** The limits are kept in TL, whatever the order's currency. */
const tl = (amount: number) => formatMoney(amount, 'TRY');

/**
 * The buyer's limits the order was judged against: 'Sipariş başına: …', 'Aylık: … (bu ay … kullanıldı)',
 * each only when set; 'Limitsiz' when neither is.
 */
export function ApprovalLimits({ limits }: { limits: Approval['limits'] }) {
  const t = useT();
  const lines: string[] = [];
  if (limits.orderLimit !== null) lines.push(t('approvals.orderLimit', { amount: tl(limits.orderLimit) }));
  if (limits.monthlyLimit !== null)
    lines.push(
      t('approvals.monthlyLimit', { amount: tl(limits.monthlyLimit), used: tl(limits.monthlyUsed) }),
    );
  if (lines.length === 0) return <span className="b2b-approval__limits">{t('company.noLimit')}</span>;
  return (
    <ul className="b2b-approval__limits">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

import type { Approval } from '../../contract/company';
import { approvalReasonMessage } from '../../domain/company/orderApproval';
import { formatMoney } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';

/** The limits are kept in TL, whatever the order's currency. */
const tl = (amount: number) => formatMoney(amount, 'TRY');

/**
 * Why the order waits, as it was judged when it was sent: the limit it went over and by how much, or
 * the monthly limit with what the month had used and what was left then. The buyer's limits of today
 * may differ (the Yönetici may have changed them since); only an order the host kept no reason for
 * shows them: 'Sipariş başına: …', 'Aylık: … (bu ay … kullanıldı)', 'Limitsiz' when neither is set.
 */
export function ApprovalLimits({ approval }: { approval: Approval }) {
  const t = useT();
  const { reason, limits, totalTry } = approval;
  if (reason) {
    const message = approvalReasonMessage(reason, totalTry);
    return <p className="b2b-approval__limits b2b-approval__reason">{t(message.key, message.params)}</p>;
  }
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

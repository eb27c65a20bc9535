import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { overdueDebtNotificationPropsDecoder } from '../../contract/props/chromeProps';
import { overdueDebtBannerVisible, overdueDebtMessage } from '../../domain/chrome/overdueDebt';
import { usePageT } from '../../i18n/usePageT';
import { selectSettings, selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import './OverdueDebtNotification.css';

/**
 * The overdue debt banner: on the account statement page (statementPage)
 * or elsewhere when showOverdueDebtInfo is on, once the overdue balance reaches
 * overdueDebtInfoLimit. An alert in the page, not a toast: it stays while the debt does.
 */
export function OverdueDebtNotification(props: Record<string, unknown>) {
  const { statementPage } = useMemo(
    () => decode(overdueDebtNotificationPropsDecoder, props, 'data-props'),
    [props],
  );
  const t = usePageT();
  const { debt } = useAppSelector(selectUser);
  const { overdueDebtInfoLimit, showOverdueDebtInfo } = useAppSelector(selectSettings);
  if (!debt || !overdueDebtBannerVisible(debt, overdueDebtInfoLimit, statementPage || showOverdueDebtInfo))
    return null;
  const message = overdueDebtMessage(debt);
  return (
    <div className="b2b-overdue-debt" role="alert">
      <svg
        className="b2b-overdue-debt__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 2 1 21h22L12 2Zm0 5.5 7.53 12.5H4.47L12 7.5ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z"
        />
      </svg>
      <p className="b2b-overdue-debt__text">{t(message.key, message.params)}</p>
    </div>
  );
}

import { useId, useState } from 'react';
import type { Approval } from '../../contract/company';
import { formatDateTime } from '../../domain/shared/dates';
import { formatMoney } from '../../domain/shared/money';
import { noteShown } from '../../domain/cart/orderNote';
import { normalizeCurrencyCode } from '../../domain/shared/currencyCode';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../ui/Spinner';
import { OrderItems } from '../shared/historyTable/OrderItems';
import { ApprovalLimits } from './ApprovalLimits';

/** The number of columns, which the note and the unfolded lines span. */
export const APPROVAL_COLUMNS = 7;

interface ApprovalRowProps {
  approval: Approval;
  /** Its approve or reject call is under way. */
  deciding: boolean;
  /** Onayla was pressed. */
  onApprove: () => void;
  /** Reddet was pressed: the dialog asks for the reason. */
  onReject: () => void;
}

/**
 * One waiting order: its number, date, buyer, total and the buyer's limits, Onayla and Reddet (or
 * 'Kendi siparişiniz' on the reader's own order), its note, and its lines unfolding below.
 */
export function ApprovalRow({ approval, deciding, onApprove, onReject }: ApprovalRowProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const { order, buyer, own } = approval;
  const note = noteShown(order.description);
  const inTl = normalizeCurrencyCode(order.currency) !== 'TRY';
  return (
    <tbody
      className={`b2b-history__group${open ? ' b2b-history__group--open' : ''}`}
      data-approval-order={order.id}
    >
      <tr className="b2b-history__row">
        <th scope="row" data-label={t('orders.orderNo')} className="b2b-history__key">
          {order.orderNo}
        </th>
        <td data-label={t('orders.date')}>{formatDateTime(order.date)}</td>
        <td data-label={t('approvals.buyer')}>{buyer.name}</td>
        <td data-label={t('orders.total')} className="b2b-history__num">
          <span className="b2b-approval__total">
            {formatMoney(order.total, order.currency)}
            {inTl && (
              <span className="b2b-approval__total-try">
                {t('approvals.totalTry', { amount: formatMoney(approval.totalTry, 'TRY') })}
              </span>
            )}
          </span>
        </td>
        <td data-label={t('approvals.limits')}>
          <ApprovalLimits approval={approval} />
        </td>
        <td data-label={t('approvals.actions')}>
          {own ? (
            <span className="b2b-approval__own">{t('approvals.ownOrder')}</span>
          ) : (
            <span className="b2b-approval__actions">
              <button
                type="button"
                className="b2b-history__button b2b-history__button--primary"
                data-approval-approve=""
                disabled={deciding}
                onClick={onApprove}
              >
                {deciding && <Spinner label={t('common.loading')} />}
                {t('approvals.approve')}
              </button>
              <button
                type="button"
                className="b2b-history__button b2b-history__button--danger"
                disabled={deciding}
                onClick={onReject}
              >
                {t('approvals.reject')}
              </button>
            </span>
          )}
        </td>
        <td data-label={t('orders.fold')}>
          <button
            type="button"
            className="b2b-history__button b2b-history__fold"
            aria-expanded={open}
            aria-controls={itemsId}
            onClick={() => setOpen(!open)}
          >
            {t('orders.fold')}
            <span className="b2b-history__chevron" aria-hidden="true" />
          </button>
        </td>
      </tr>
      {note !== null && (
        <tr className="b2b-approval__note-row">
          <td colSpan={APPROVAL_COLUMNS}>
            <span className="b2b-approval__note-label">{t('cart.description')}:</span>{' '}
            <span className="b2b-approval__note">{note}</span>
          </td>
        </tr>
      )}
      <tr id={itemsId} className="b2b-history__details" hidden={!open}>
        <td colSpan={APPROVAL_COLUMNS}>{open && <OrderItems order={order} withNote={false} />}</td>
      </tr>
    </tbody>
  );
}

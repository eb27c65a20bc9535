import type { ReorderLine } from '../../domain/cart/reorder';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../ui/Spinner';
import { LinePreviewTable } from './LinePreviewTable';
import './historyTable/historyTable.css';
import './historyTable/stackedTable.css';
import './linePreview.css';

export interface LinePreviewBodyProps {
  status: 'loading' | 'failed' | 'ready' | 'sending';
  intro: string;
  lines: ReorderLine[];
  currency: string;
  priceThenLabel: string;
  /** Lines that would go into the cart. */
  count: number;
  nothingText: string;
  confirmLabel: string;
  /** Why loading or sending failed ('' when the flow's code could not be fetched); null otherwise. */
  message: string | null;
  onRetry: () => void;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The body of a "these lines go into the cart" dialog, before anything changes: loading, a failed
 * load with a retry, then the lines as they would go today and the confirmation. 'Tekrar Sipariş Ver'
 * and the offer's Düzenle both show it, so the customer reads capped and left-out lines the same way.
 */
export function LinePreviewBody(props: LinePreviewBodyProps) {
  const t = useT();
  if (props.status === 'loading')
    return (
      <p className="b2b-reorder__loading">
        <Spinner label={t('common.loading')} /> {t('common.loading')}
      </p>
    );
  if (props.status === 'failed')
    return (
      <div role="alert" className="b2b-reorder__failed">
        <p>
          {t('reorder.loadFailed')} {props.message || t('mount.chunkFailed')}
        </p>
        <button type="button" className="b2b-history__button" onClick={props.onRetry}>
          {t('productList.retry')}
        </button>
      </div>
    );
  const sending = props.status === 'sending';
  return (
    <>
      <p className="b2b-reorder__intro">{props.intro}</p>
      <div className="b2b-reorder__scroller">
        <LinePreviewTable
          lines={props.lines}
          currency={props.currency}
          priceThenLabel={props.priceThenLabel}
        />
      </div>
      {props.count === 0 && <p className="b2b-reorder__nothing">{props.nothingText}</p>}
      {props.message !== null && (
        <p role="alert" className="b2b-reorder__message">
          {props.message || t('mount.chunkFailed')}
        </p>
      )}
      <div className="b2b-reorder__actions">
        <button type="button" className="b2b-history__button" onClick={props.onClose}>
          {t('history.confirmNo')}
        </button>
        <button
          type="button"
          className="b2b-history__button b2b-history__button--primary"
          disabled={sending || props.count === 0}
          onClick={props.onConfirm}
        >
          {sending && <Spinner label={t('addToCart.adding')} />}
          {props.confirmLabel}
        </button>
      </div>
    </>
  );
}

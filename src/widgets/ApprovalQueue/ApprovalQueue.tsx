import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { approvalQueueActions as actions, selectApprovalQueue } from '../../store/company/approvalQueue';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { reserveWhile } from '../../ui/reserve';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { HistoryTable } from '../shared/historyTable/HistoryTable';
import { ApprovalRow } from './ApprovalRow';
import { ApproveDialog } from './ApproveDialog';
import { ApprovalStatus } from './ApprovalStatus';
import { RejectDialog } from './RejectDialog';
import '../shared/historyTable/historyTable.css';
import '../shared/historyTable/stackedTable.css';
import './ApprovalQueue.css';
import { closedWhileActing } from '../../domain/company/acting';
import { selectUser } from '../../store/core/config';
import { NotWhileActing } from '../shared/NotWhileActing';

/** The order a decision was asked for, and its place in the queue then (where the focus goes after). */
interface Asked {
  id: number;
  index: number;
}

/**
 * 'Onay Bekleyen Siparişler': the company's orders waiting for approval, for Onaylayıcı
 * and Yönetici users. Each shows its buyer and why it waits and unfolds to its lines; Onayla asks
 * first, with the order's total, then places it (the host checks the risk limit and stock then),
 * Reddet asks for a reason first. The
 * reader's own order is listed without the buttons. Intents only: the saga does the calls.
 */
export function ApprovalQueue() {
  // A representative acting for the company never decides on its orders: the reason, and nothing loaded.
  const closed = closedWhileActing(useAppSelector(selectUser), 'approve');
  return closed ? <NotWhileActing /> : <ApprovalQueuePanel />;
}

function ApprovalQueuePanel() {
  const t = useT();
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectApprovalQueue);
  const titleId = useId();
  const tableRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  // What was typed per order: form state, kept until that order leaves the queue.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const asked = useRef<Asked | null>(null);

  useRenderedWhen(!queue.fetching && (queue.loaded || queue.error !== null));
  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  // After a decision: the next order's first button (or the empty message) takes the focus when the
  // order left the queue; the order's own Onayla when the call failed and it stays.
  useEffect(() => {
    const pending = asked.current;
    if (!pending || queue.deciding.includes(pending.id)) return;
    asked.current = null;
    const index = queue.items.findIndex((a) => a.order.id === pending.id);
    if (index >= 0) {
      if (rejecting === null) focusRowButton(tableRef.current, pending.id);
      return;
    }
    setDrafts(({ [pending.id]: _gone, ...rest }) => rest);
    if (rejecting === pending.id) setRejecting(null);
    const next = queue.items[Math.min(pending.index, queue.items.length - 1)];
    if (next) focusRowButton(tableRef.current, next.order.id);
    else emptyRef.current?.focus();
  }, [queue.items, queue.deciding, rejecting]);

  const closeDialog = useCallback(() => setRejecting(null), []);
  const closeApproval = useCallback(() => setApproving(null), []);
  const approval = rejecting === null ? undefined : queue.items.find((a) => a.order.id === rejecting);
  const toApprove = approving === null ? undefined : queue.items.find((a) => a.order.id === approving);
  const showTable = !queue.fetching && queue.loaded && !queue.error && queue.items.length > 0;
  const ask = (id: number) => {
    asked.current = { id, index: queue.items.findIndex((a) => a.order.id === id) };
  };

  return (
    <section
      className="b2b-history b2b-approval-queue"
      aria-labelledby={titleId}
      aria-busy={queue.fetching}
      {...reserveWhile(!queue.loaded && !queue.error)}
    >
      {/* The host's page carries the visible heading; the widget's names its region and outline. */}
      <h2 id={titleId} className="b2b-visually-hidden">
        {t('approvals.title')}
      </h2>
      <p className="b2b-history__total" aria-live="polite">
        {queue.loaded && !queue.error && queue.items.length > 0
          ? t('approvals.count', { n: queue.items.length })
          : ''}
      </p>
      {showTable ? (
        <div ref={tableRef}>
          <HistoryTable caption={t('approvals.title')} columns={columnsOf(t)} className="b2b-approval__table">
            {queue.items.map((item) => (
              <ApprovalRow
                key={item.order.id}
                approval={item}
                deciding={queue.deciding.includes(item.order.id)}
                onApprove={() => setApproving(item.order.id)}
                onReject={() => setRejecting(item.order.id)}
              />
            ))}
          </HistoryTable>
        </div>
      ) : (
        <ApprovalStatus ref={emptyRef} queue={queue} onRetry={() => dispatch(actions.loadRequested())} />
      )}
      {toApprove && (
        <ApproveDialog
          approval={toApprove}
          onDismiss={closeApproval}
          onApprove={() => {
            ask(toApprove.order.id);
            setApproving(null);
            dispatch(actions.approveRequested(toApprove.order.id));
          }}
        />
      )}
      {approval && (
        <RejectDialog
          approval={approval}
          draft={drafts[approval.order.id] ?? ''}
          onDraft={(text) => setDrafts((current) => ({ ...current, [approval.order.id]: text }))}
          sending={queue.deciding.includes(approval.order.id)}
          onReject={(reason) => {
            ask(approval.order.id);
            dispatch(actions.rejectRequested({ id: approval.order.id, reason }));
          }}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}

function columnsOf(t: ReturnType<typeof useT>) {
  return [
    { label: t('orders.orderNo') },
    { label: t('orders.date') },
    { label: t('approvals.buyer') },
    { label: t('orders.total'), num: true },
    { label: t('approvals.limits') },
    { label: t('approvals.actions') },
    { label: t('orders.fold') },
  ];
}

/** An order's first enabled button: Onayla, or Detay on one's own order. */
function focusRowButton(table: HTMLElement | null, id: number): void {
  const group = table?.querySelector(`[data-approval-order="${id}"]`);
  group?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REJECT_REASON_MAX, type Approval } from '../../contract/company';
import { formatMoney } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { judgeRejectReason, type ReasonVerdict } from './rejectReason';

interface RejectDialogProps {
  approval: Approval;
  /** What was typed so far: kept by the queue, so closing the dialog or a failed call loses nothing. */
  draft: string;
  onDraft: (text: string) => void;
  /** The reject call is under way. */
  sending: boolean;
  /** Reddet with a reason the dialog accepted (trimmed). */
  onReject: (reason: string) => void;
  /** Stable (useCallback): the dialog's focus handling follows it. */
  onClose: () => void;
}

type Refusal = Extract<ReasonVerdict, { ok: false }>;

/**
 * Reddet's question: the reason is required and at most REJECT_REASON_MAX characters, judged on
 * submit. While the call runs the buttons wait; when it fails the dialog stays with the reason as
 * typed and the focus back in it (the toast says why).
 */
export function RejectDialog({ approval, draft, onDraft, sending, onReject, onClose }: RejectDialogProps) {
  const t = useT();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { order } = approval;

  // A call that ended with the dialog still open failed: back to the reason, to mend or send again.
  const wasSending = useRef(sending);
  useEffect(() => {
    if (wasSending.current && !sending) fieldRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const verdict = judgeRejectReason(draft);
    if (!verdict.ok) {
      setRefusal(verdict);
      fieldRef.current?.focus();
      return;
    }
    setRefusal(null);
    onReject(verdict.reason);
  };

  const length = draft.trim().length;
  const error = refusal ? t(refusal.key, refusal.params) : '';
  return (
    <Modal
      title={`${t('approvals.rejectTitle')} · ${order.orderNo}`}
      onClose={onClose}
      closeLabel={t('common.close')}
      initialFocus={fieldRef}
    >
      <form className="b2b-approval-reject" noValidate onSubmit={submit} aria-busy={sending}>
        <p className="b2b-approval-reject__summary">
          {approval.buyer.name} · {formatMoney(order.total, order.currency)}
        </p>
        <label htmlFor={`${id}-reason`} className="b2b-approval-reject__label">
          {t('approvals.reason')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          ref={fieldRef}
          id={`${id}-reason`}
          name="reason"
          rows={4}
          required
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error ${id}-count`}
          onChange={(event) => {
            const text = event.target.value;
            onDraft(text);
            // A message goes once what it complained of is mended; a new one waits for the next Reddet.
            if (refusal && judgeRejectReason(text).ok) setRefusal(null);
          }}
        />
        <div className="b2b-approval-reject__under">
          {/* Always there, so the message appearing never moves the buttons away from the press. */}
          <span id={`${id}-error`} className="b2b-approval-reject__error" role="alert">
            {error}
          </span>
          <span
            id={`${id}-count`}
            className={`b2b-approval-reject__count${length > REJECT_REASON_MAX ? ' b2b-approval-reject__count--over' : ''}`}
          >
            {t('approvals.reasonCount', { n: length, max: REJECT_REASON_MAX })}
          </span>
        </div>
        <div className="b2b-approval-reject__actions">
          <button type="button" className="b2b-history__button" onClick={onClose}>
            {t('approvals.cancel')}
          </button>
          <button
            type="submit"
            className="b2b-history__button b2b-approval-reject__submit"
            disabled={sending}
          >
            {sending && <Spinner label={t('common.loading')} />}
            {t('approvals.reject')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

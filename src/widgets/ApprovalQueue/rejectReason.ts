import { REJECT_REASON_MAX } from '../../contract/company';

/** What the reject dialog makes of what was typed: the reason to send, or why not. */
export type ReasonVerdict =
  | { ok: true; reason: string }
  | { ok: false; key: 'approvals.reasonRequired' | 'approvals.reasonTooLong'; params?: { max: number } };

/**
 * The rejection reason, judged on Reddet: required (spaces alone are none), at most
 * REJECT_REASON_MAX characters once trimmed, which is what is sent and what the host keeps.
 */
export function judgeRejectReason(typed: string): ReasonVerdict {
  const reason = typed.trim();
  if (reason === '') return { ok: false, key: 'approvals.reasonRequired' };
  if (reason.length > REJECT_REASON_MAX)
    return { ok: false, key: 'approvals.reasonTooLong', params: { max: REJECT_REASON_MAX } };
  return { ok: true, reason };
}

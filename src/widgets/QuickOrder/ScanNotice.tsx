import type { Product } from '../../contract/catalog';
import { QUICK_ORDER_MAX_ROWS } from '../../contract/quickOrder';
import { codeKey, padRowUnit } from '../../domain/quickOrder/quickOrderRows';
import { unitLabel } from '../../domain/cart/units';
import { useT } from '../../i18n/useT';
import type { QuickOrderState } from '../../store/quickOrder/quickOrder';
import './scan.css';

export interface ScanSummary {
  /** The words: what was read and where it went. */
  text: string;
  /** Found and counted (the camera view flashes green and beeps), or a problem. */
  ok: boolean;
  seq: number;
}

/** The last scan in words, from the pad's state: the row it went to, its product, quantity and unit. */
export function useScanSummary(pad: QuickOrderState): ScanSummary | null {
  const t = useT();
  const scan = pad.scan;
  if (!scan) return null;
  if (scan.outcome === 'full')
    return { text: t('scan.full', { code: scan.code, max: QUICK_ORDER_MAX_ROWS }), ok: false, seq: scan.seq };
  const index = pad.rows.findIndex((r) => r.key === scan.rowKey);
  const row = pad.rows[index];
  if (!row) return null;
  const where = { code: scan.code, row: index + 1 };
  if (scan.outcome === 'unknown' || scan.outcome === 'failed')
    return {
      text: t(scan.outcome === 'unknown' ? 'scan.unknown' : 'scan.lookupFailed', where),
      ok: false,
      seq: scan.seq,
    };
  const lookup = pad.lookups[codeKey(row.code)];
  const product: Product | undefined =
    lookup?.status === 'found' ? pad.products[lookup.productId] : undefined;
  const unit = product && lookup?.status === 'found' ? padRowUnit(product, row.unit, lookup.unitId) : null;
  return {
    text: t(scan.outcome === 'added' ? 'scan.added' : 'scan.incremented', {
      ...where,
      name: product?.name ?? scan.code,
      quantity: row.quantity || '1',
      unit: unit ? unitLabel(unit) : '',
    }),
    ok: true,
    seq: scan.seq,
  };
}

/** The pad's line about the last scan: a polite live region, so a screen reader hears each read. */
export function ScanNotice({ summary }: { summary: ScanSummary | null }) {
  return (
    <p className="b2b-quick-order__scan-notice" role="status" aria-live="polite">
      {summary && (
        <span
          key={summary.seq}
          className={`b2b-quick-order__scan-text b2b-quick-order__scan-text--${summary.ok ? 'ok' : 'problem'}`}
        >
          {summary.text}
        </span>
      )}
    </p>
  );
}

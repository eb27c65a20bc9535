import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../contract/catalog';
import type { PadRow, RowVerdict } from '../../domain/quickOrder/quickOrderRows';
import { stockInfoVisible } from '../../domain/catalog/stockModes';
import type { SheetRow } from '../../domain/quickOrder/quickOrderSheet';
import { useT } from '../../i18n/useT';
import { selectBasePath, selectSettings, selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { quickOrderActions as actions, type QuickOrderState } from '../../store/quickOrder/quickOrder';
import { quickOrderSuggestRequested } from '../../store/quickOrder/quickOrderIntents';
import { codeKey } from '../../domain/quickOrder/quickOrderRows';
import { usePricing } from '../shared/usePricing';
import { PadRowView, type PadField } from './PadRowView';

interface PadTableProps {
  pad: QuickOrderState;
  verdicts: RowVerdict[];
  onPasteSheet: (text: string) => void;
}

function productOf(
  pad: QuickOrderState,
  row: PadRow,
): { product: Product | null; barcodeUnit: number | null } {
  const lookup = pad.lookups[codeKey(row.code)];
  if (lookup?.status !== 'found') return { product: null, barcodeUnit: null };
  return { product: pad.products[lookup.productId] ?? null, barcodeUnit: lookup.unitId };
}

/**
 * The pad's rows. Enter moves on (code → quantity → next row's code); the move happens after the
 * commit has rendered, so the next row exists and the committed cell is not committed twice.
 */
export function PadTable({ pad, verdicts, onPasteSheet }: PadTableProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const pricing = usePricing();
  const basePath = useAppSelector(selectBasePath);
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const priceName = useAppSelector((state) => state.cart.priceName);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ index: number; field: PadField } | null>(null);
  const stockMode = stockInfoVisible(user.authenticated, settings.showStokInfo)
    ? settings.stockInfoStatus
    : undefined;

  useEffect(() => {
    if (!focusTarget) return;
    const input = bodyRef.current?.querySelector<HTMLInputElement>(
      `[data-row-index="${focusTarget.index}"] [data-field="${focusTarget.field}"]`,
    );
    input?.focus();
    input?.select();
    setFocusTarget(null);
  }, [focusTarget, pad.rows]);

  const onEdit = useCallback(
    (key: string, cells: Partial<SheetRow>) => dispatch(actions.rowEdited({ key, ...cells })),
    [dispatch],
  );
  const onRemove = useCallback((key: string) => dispatch(actions.rowRemoved(key)), [dispatch]);
  const onSuggest = useCallback(
    (rowKey: string, text: string) => dispatch(quickOrderSuggestRequested({ rowKey, text })),
    [dispatch],
  );
  const onRetry = useCallback(() => dispatch(actions.lookupsRetried()), [dispatch]);
  const onAdvance = useCallback(
    (index: number, field: PadField) =>
      setFocusTarget({ index: field === 'code' ? index + 1 : index, field }),
    [],
  );

  return (
    <table className="b2b-quick-order__table">
      <caption className="b2b-visually-hidden">{t('quickOrder.label')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="b2b-visually-hidden">{t('quickOrder.row')}</span>
          </th>
          <th scope="col">{t('product.code')}</th>
          <th scope="col">{t('product.name')}</th>
          <th scope="col">{t('product.quantity')}</th>
          <th scope="col">{t('product.unit')}</th>
          <th scope="col" className="b2b-num">
            {t('product.price')}
          </th>
          <th scope="col">{t('product.stock')}</th>
          <th scope="col" className="b2b-num">
            {t('cart.lineAmount')}
          </th>
          <th scope="col">
            <span className="b2b-visually-hidden">{t('cart.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {pad.rows.map((row, index) => {
          const { product, barcodeUnit } = productOf(pad, row);
          const suggestions =
            pad.suggestions.rowKey === row.key
              ? { query: pad.suggestions.query, results: pad.suggestions.results }
              : null;
          return (
            <PadRowView
              key={row.key}
              row={row}
              index={index}
              verdict={verdicts[index] ?? { kind: 'checking' }}
              product={product}
              barcodeUnit={barcodeUnit}
              refusal={pad.rowMessages[row.key]}
              suggestions={suggestions}
              stockMode={stockMode}
              pricing={pricing}
              priceName={priceName}
              basePath={basePath}
              onEdit={onEdit}
              onRemove={onRemove}
              onSuggest={onSuggest}
              onRetry={onRetry}
              onAdvance={onAdvance}
              onPasteSheet={onPasteSheet}
            />
          );
        })}
      </tbody>
    </table>
  );
}

import { memo, useId } from 'react';
import type { AutocompleteResult, Product } from '../../contract/catalog';
import { hasPrice } from '../../domain/catalog/hasPrice';
import { priceOfUnitUnderPlan } from '../../domain/checkout/planPrice';
import { lineAmount } from '../../domain/catalog/pricing';
import { productPath } from '../../domain/catalog/productLinks';
import { padRowUnit, type PadRow, type RowVerdict } from '../../domain/quickOrder/quickOrderRows';
import { stockDisplayText } from '../../domain/catalog/stockDisplay';
import { unitLabel } from '../../domain/cart/units';
import type { SheetRow } from '../../domain/quickOrder/quickOrderSheet';
import { useT } from '../../i18n/useT';
import type { Pricing } from '../../store/core/pricing';
import { CodeCell } from './CodeCell';
import { QuantityCell } from './QuantityCell';
import { RowStatus } from './RowStatus';
import { UnitCell } from './UnitCell';
import { useNameLang } from '../shared/useNameLang';

export type PadField = 'code' | 'quantity';

export interface PadRowViewProps {
  row: PadRow;
  index: number;
  verdict: RowVerdict;
  product: Product | null;
  /** The unit a barcode named, when the code was a unit's barcode. */
  barcodeUnit: number | null;
  refusal: string | undefined;
  suggestions: { query: string; results: AutocompleteResult[] } | null;
  /** settings.stockInfoStatus, or undefined when stock is not shown. */
  stockMode: unknown;
  pricing: Pricing;
  /** The plan the cart is priced by: the pad prices its rows as the cart will. */
  priceName: string;
  basePath: string;
  onEdit: (key: string, cells: Partial<SheetRow>) => void;
  onRemove: (key: string) => void;
  onSuggest: (key: string, text: string) => void;
  onRetry: () => void;
  onAdvance: (index: number, field: PadField) => void;
  onPasteSheet: (text: string) => void;
}

const PROBLEMS = new Set(['lookupFailed', 'unknown', 'variantParent', 'askPrice', 'unitUnknown', 'invalid']);

/** One row of the pad: code, the product found, quantity, unit, price, stock, amount and its state. */
export const PadRowView = memo(function PadRowView(props: PadRowViewProps) {
  const { row, index, verdict, product, barcodeUnit, refusal, pricing } = props;
  const nameLang = useNameLang(product ?? {});
  const t = useT();
  const statusId = useId();
  const rowNumber = index + 1;
  const unit = product ? padRowUnit(product, row.unit, barcodeUnit) : null;
  const problem = refusal !== undefined || PROBLEMS.has(verdict.kind);
  const codeProblem = verdict.kind === 'unknown' || verdict.kind === 'variantParent';
  const quantityProblem = verdict.kind === 'invalid';
  const found = product !== null && verdict.kind !== 'unknown' && verdict.kind !== 'checking';
  const lineUnit = verdict.kind === 'ready' ? product?.units.find((u) => u.id === verdict.unitId) : undefined;
  const priceUnit = lineUnit ?? unit;
  // The unit price and amount as the cart's lines will show them (the cart's plan, its tax display).
  const unitPrice =
    found && priceUnit
      ? pricing.amount(priceOfUnitUnderPlan(product, priceUnit, props.priceName), product.taxRate)
      : null;
  const amount =
    verdict.kind === 'ready' && unitPrice !== null && lineUnit
      ? lineAmount(unitPrice, verdict.quantity)
      : null;
  const stock =
    found && props.stockMode !== undefined
      ? stockDisplayText({
          stock: product.quantity,
          mode: props.stockMode,
          place: 'table',
          unit: unit ? unitLabel(unit) : '',
          multiplier: unit?.multiplier,
        })
      : null;

  return (
    <tr
      className={`b2b-quick-order__row${problem ? ' b2b-quick-order__row--problem' : ''}`}
      data-row-index={index}
    >
      <th scope="row" className="b2b-quick-order__number" data-label={t('quickOrder.row')}>
        {rowNumber}
      </th>
      <td className="b2b-quick-order__code-cell" data-label={t('product.code')}>
        <CodeCell
          rowKey={row.key}
          rowNumber={rowNumber}
          code={row.code}
          invalid={codeProblem}
          hintId={codeProblem ? statusId : undefined}
          suggestions={props.suggestions}
          onSuggest={(text) => props.onSuggest(row.key, text)}
          onCommit={(code) => props.onEdit(row.key, { code })}
          onDone={() => props.onAdvance(index, 'quantity')}
          onPasteSheet={props.onPasteSheet}
        />
      </td>
      <td className="b2b-quick-order__name-cell" data-label={t('product.name')}>
        {found && (
          <a
            className="b2b-quick-order__name"
            href={productPath(product.seo, product.id, props.basePath)}
            lang={nameLang}
          >
            {product.name}
          </a>
        )}
        <RowStatus
          id={statusId}
          verdict={verdict}
          refusal={refusal}
          product={product}
          lineUnit={lineUnit?.value ?? ''}
          rowUnit={row.unit}
          basePath={props.basePath}
          onRetry={props.onRetry}
        />
      </td>
      <td className="b2b-quick-order__quantity-cell" data-label={t('product.quantity')}>
        <QuantityCell
          rowNumber={rowNumber}
          quantity={row.quantity}
          invalid={quantityProblem}
          hintId={quantityProblem ? statusId : undefined}
          onCommit={(quantity) => props.onEdit(row.key, { quantity })}
          onDone={() => props.onAdvance(index, 'code')}
        />
      </td>
      <td className="b2b-quick-order__unit-cell" data-label={t('product.unit')}>
        <UnitCell
          rowNumber={rowNumber}
          product={found ? product : null}
          unitId={unit?.id ?? null}
          unitName={row.unit}
          onChoose={(name) => props.onEdit(row.key, { unit: name })}
        />
      </td>
      <td className="b2b-quick-order__price-cell b2b-num" data-label={t('product.price')}>
        {unitPrice !== null && hasPrice(unitPrice) ? pricing.format(unitPrice) : ''}
      </td>
      <td className="b2b-quick-order__stock-cell" data-label={t('product.stock')}>
        {stock ? t(stock.key, stock.params) : ''}
      </td>
      <td className="b2b-quick-order__amount-cell b2b-num" data-label={t('cart.lineAmount')}>
        {amount !== null ? pricing.format(amount) : ''}
      </td>
      <td className="b2b-quick-order__remove-cell">
        <button
          type="button"
          className="b2b-quick-order__remove"
          aria-label={t('quickOrder.removeRow', { n: rowNumber })}
          onClick={() => props.onRemove(row.key)}
        >
          ×
        </button>
      </td>
    </tr>
  );
});

import { padSummary, type PadLine, type RowVerdict } from '../../domain/quickOrder/quickOrderRows';
import { priceOfUnitUnderPlan } from '../../domain/checkout/planPrice';
import { cartTotals } from '../../domain/catalog/pricing';
import { useT } from '../../i18n/useT';
import { useAppSelector } from '../../store/core/hooks';
import type { QuickOrderState } from '../../store/quickOrder/quickOrder';
import { Spinner } from '../../ui/Spinner';
import { usePricing } from '../shared/usePricing';

interface PadFooterProps {
  pad: QuickOrderState;
  verdicts: RowVerdict[];
  lines: PadLine[];
  onAdd: () => void;
}

/**
 * What 'Sepete Ekle' will do: lines ready, rows with a problem, rows still checked, and the total
 * the cart will show for them (its payment plan's prices).
 */
export function PadFooter({ pad, verdicts, lines, onAdd }: PadFooterProps) {
  const t = useT();
  const pricing = usePricing();
  const priceName = useAppSelector((state) => state.cart.priceName);
  const summary = padSummary(verdicts);
  const sending = pad.submit.status === 'sending';
  const total = cartTotals(
    lines.flatMap((line) => {
      const product = pad.products[line.productId];
      const unit = product?.units.find((u) => u.id === line.unitId);
      if (!product || !unit) return [];
      return [
        {
          unitPrice: pricing.amount(priceOfUnitUnderPlan(product, unit, priceName), product.taxRate, false),
          quantity: line.quantity,
          taxRate: product.taxRate,
        },
      ];
    }),
  );
  const shownTotal = pricing.display.withTax ? total.total : total.subtotal;
  return (
    <div className="b2b-quick-order__footer">
      <p className="b2b-quick-order__summary" role="status">
        <span>{t('quickOrder.ready', { n: summary.ready })}</span>
        {summary.problems > 0 && (
          <span className="b2b-quick-order__summary-problems">
            {t('quickOrder.problems', { n: summary.problems })}
          </span>
        )}
        {summary.checking > 0 && <span>{t('quickOrder.checkingCount', { n: summary.checking })}</span>}
      </p>
      <p className="b2b-quick-order__total">
        <span>{t('quickOrder.total')}</span> <strong>{pricing.format(shownTotal)}</strong>{' '}
        <span className="b2b-quick-order__tax">
          {t(pricing.display.withTax ? 'detail.taxIncluded' : 'detail.taxExcluded')}
        </span>
      </p>
      <button
        type="button"
        className="b2b-quick-order__add"
        disabled={sending || summary.checking > 0}
        aria-disabled={sending || summary.checking > 0}
        onClick={onAdd}
      >
        {sending && <Spinner label={t('addToCart.adding')} />}
        {sending ? t('addToCart.adding') : t('addToCart.add')}
      </button>
    </div>
  );
}

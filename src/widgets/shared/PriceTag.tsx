import type { ChildProduct, Product } from '../../contract/catalog';
import { discountPercent, discountPercentVisible, listPriceVisible } from '../../domain/catalog/discount';
import { hasPrice } from '../../domain/catalog/hasPrice';
import { usePageT } from '../../i18n/usePageT';
import { usePricing } from './usePricing';
import './purchase.css';

export type PriceTagVariant = 'detail' | 'list' | 'card';

interface PriceTagProps {
  product: Product | ChildProduct;
  /** A unit of the product: its defaultPrice / listPrice replace the product's sale / list price. */
  unitId?: number;
  /**
   * detail: struck list price, discount percent, sale price, tax status and rate;
   * list: struck list price, discount percent, sale price, tax status;
   * card (tiles): struck list price and sale price.
   */
  variant?: PriceTagVariant;
}

/**
 * A product's price in the active currency: the struck list price and discount percent when the
 * discount rules of the spec allow, the sale price with or without tax (see usePricing).
 * Without a price (hasPrice: 0, negative, not a number) the tag says 'Fiyat Sorunuz' instead.
 */
export function PriceTag({ product, unitId, variant = 'detail' }: PriceTagProps) {
  const t = usePageT();
  const pricing = usePricing();
  const unit = unitId === undefined ? undefined : product.units.find((u) => u.id === unitId);
  const sale = unit ? unit.defaultPrice : product.salePrice;
  const list = unit ? unit.listPrice : product.listPrice;
  const className = `b2b-price b2b-price--${variant}`;

  if (!hasPrice(sale.value)) {
    return (
      <span className={`${className} b2b-price--ask`}>
        <span className="b2b-price__sale">{t('addToCart.askPrice')}</span>
      </span>
    );
  }

  const { display } = pricing;
  const saleRated = pricing.rated(sale);
  const listRated = pricing.rated(list);
  const showList = display.showListPrice && listPriceVisible(saleRated, listRated, display.withTax);
  const percent =
    showList && variant !== 'card' && discountPercentVisible(saleRated, listRated)
      ? discountPercent(saleRated, listRated)
      : null;
  const amountOf = (price: typeof sale) => pricing.format(pricing.amount(price, product.taxRate));
  const showStatus = display.showTaxStatus && variant !== 'card';

  return (
    <span className={className}>
      {showList && (
        <del className="b2b-price__list">
          <span className="b2b-visually-hidden">{t('price.listPrice')} </span>
          {amountOf(list)}
        </del>
      )}
      {percent !== null && percent > 0 && (
        <span className="b2b-price__discount">{t('detail.discount', { percent })}</span>
      )}
      <span className="b2b-price__sale">
        <span className="b2b-visually-hidden">{t('price.salePrice')} </span>
        {amountOf(sale)}
      </span>
      {showStatus && (
        <span className="b2b-price__tax">
          {t(display.withTax ? 'detail.taxIncluded' : 'detail.taxExcluded')}
          {variant === 'detail' && <> · {t('detail.taxRate', { rate: product.taxRate })}</>}
        </span>
      )}
    </span>
  );
}

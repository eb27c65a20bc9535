import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { CART_PATH } from '../../domain/shared/routes';
import { unitLabel } from '../../domain/cart/units';
import { usePageT } from '../../i18n/usePageT';
import { cartClearRequested, cartRemoveRequested } from '../../store/cart/cartIntents';
import {
  selectCartClearing,
  selectCartLoaded,
  selectCartLoading,
  selectPricedCart,
} from '../../store/cart/cartSelectors';
import { selectBasePath, selectImageBasePath } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { ProductImage } from '../../ui/ProductImage';
import { Spinner } from '../../ui/Spinner';

const THUMBNAIL_SIZE = 48;

/**
 * What the open mini cart shows: the lines (image, name, quantity × unit, line amount, remove), the
 * subtotal, the total with tax, clear and go-to-cart; 'Sepetinizde ürün bulunmamaktadır.' when empty.
 * Amounts are in the active currency (store/cart/cartSelectors selectPricedCart).
 */
export function MiniCartPanel() {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  const loaded = useAppSelector(selectCartLoaded);
  const loading = useAppSelector(selectCartLoading);
  const clearing = useAppSelector(selectCartClearing);
  const pending = useAppSelector((state) => state.cart.pending);
  const cart = useAppSelector(selectPricedCart);
  const goToCart = (
    <a className="b2b-mini-cart__go" href={`${basePath}${CART_PATH}`}>
      {t('miniCart.goToCart')}
    </a>
  );

  if (!loaded) {
    return (
      <div className="b2b-mini-cart__body">
        {loading && <Spinner label={t('common.loading')} />}
        {goToCart}
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="b2b-mini-cart__body">
        <p className="b2b-mini-cart__empty">{t('miniCart.empty')}</p>
      </div>
    );
  }
  return (
    <div className="b2b-mini-cart__body">
      <ul className="b2b-mini-cart__lines">
        {cart.lines.map(({ item, amount }) => {
          const { product } = item;
          return (
            <li key={product.id} className="b2b-mini-cart__line">
              <ProductImage
                src={productImageUrl(product.image, imageBasePath)}
                alt={product.name}
                size={THUMBNAIL_SIZE}
              />
              <span className="b2b-mini-cart__info">
                <a href={productPath(product.seo, product.id, basePath)}>{product.name}</a>
                <span className="b2b-mini-cart__quantity">
                  {t('miniCart.lineQuantity', { quantity: item.quantity, unit: unitLabel(item.productUnit) })}
                </span>
              </span>
              <span className="b2b-mini-cart__amount">{cart.format(amount)}</span>
              <button
                type="button"
                className="b2b-mini-cart__remove"
                // Names the product: a list of identical 'Kaldır' buttons says nothing to a screen reader.
                aria-label={`${t('miniCart.remove')}: ${product.name}`}
                disabled={pending[product.id] !== undefined || clearing}
                onClick={() => dispatch(cartRemoveRequested({ productId: product.id }))}
              >
                {t('miniCart.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <dl className="b2b-mini-cart__totals">
        <dt>{t('miniCart.subtotal')}</dt>
        <dd>{cart.format(cart.totals.subtotal)}</dd>
        <dt>{t('miniCart.totalWithTax')}</dt>
        <dd className="b2b-mini-cart__total">{cart.format(cart.totals.total)}</dd>
      </dl>
      <div className="b2b-mini-cart__actions">
        <button
          type="button"
          className="b2b-mini-cart__clear"
          disabled={clearing}
          onClick={() => dispatch(cartClearRequested())}
        >
          {t('miniCart.clear')}
        </button>
        {goToCart}
      </div>
    </div>
  );
}

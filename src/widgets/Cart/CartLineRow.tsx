import { useMemo } from 'react';
import { ShortCode } from '../shared/ShortCode';
import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { cartStockContext, unitLabel } from '../../domain/cart/units';
import { percentText } from '../../domain/shared/percentText';
import { useT } from '../../i18n/useT';
import { selectLocale } from '../../store/chrome/locale';
import {
  cartQuantitySetRequested,
  cartRemoveRequested,
  cartUnitChangeRequested,
} from '../../store/cart/cartIntents';
import type { PricedCartLine } from '../../store/cart/cartSelectors';
import { selectBasePath, selectImageBasePath, selectSettings } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { ProductImage } from '../../ui/ProductImage';
import { Spinner } from '../../ui/Spinner';
import { AddToListButton } from '../shared/AddToListButton';
import { QuantityInput } from '../shared/QuantityInput';
import { CartUnitSelect } from './CartUnitSelect';
import { useNameLang } from '../shared/useNameLang';

const IMAGE_SIZE = 64;

interface CartLineRowProps {
  line: PricedCartLine;
  format: (amount: number) => string;
  /** An order or an offer is being saved: the lines cannot change meanwhile. */
  locked: boolean;
}

/**
 * One cart line: image, name, brand, model, code, quantity, unit, tax %, unit price,
 * line amount, remove, and 'Listeye Ekle'. The line is busy while one of its calls runs;
 * the quantity shows at once (the store changes it before the answer), so the mini cart agrees.
 */
export function CartLineRow({ line, format, locked }: CartLineRowProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  const settings = useAppSelector(selectSettings);
  const locale = useAppSelector(selectLocale);
  const busy = useAppSelector((state) => state.cart.pending[line.item.product.id]);
  const clearing = useAppSelector((state) => state.cart.clearing);
  const { product, productUnit, quantity } = line.item;
  const nameLang = useNameLang(product);
  // The stock check counts the other lines only: this line's own quantity is what is being changed.
  const stock = useMemo(
    () =>
      cartStockContext({ stock: product.quantity, inCart: 0, multiplier: productUnit.multiplier }, settings),
    [product.quantity, productUnit.multiplier, settings],
  );
  const href = productPath(product.seo, product.id, basePath);
  const listItems = useMemo(
    () => [{ productId: product.id, name: product.name, quantity, unitId: productUnit.id }],
    [product.id, product.name, quantity, productUnit.id],
  );

  return (
    <tr className="b2b-cart-line" aria-busy={busy !== undefined}>
      <td className="b2b-cart-line__image">
        <ProductImage
          src={productImageUrl(product.image, imageBasePath)}
          alt={product.name}
          size={IMAGE_SIZE}
        />
      </td>
      <td className="b2b-cart-line__name">
        <a href={href} lang={nameLang}>
          {product.name}
        </a>
      </td>
      <td className="b2b-cart-line__brand" data-label={t('cart.brand')}>
        {product.brand.name}
      </td>
      <td className="b2b-cart-line__model" data-label={t('cart.model')}>
        {product.model?.name ?? ''}
      </td>
      <td className="b2b-cart-line__code" data-label={t('cart.code')}>
        <ShortCode code={product.code} />
      </td>
      <td className="b2b-cart-line__quantity">
        <QuantityInput
          product={product}
          unitId={productUnit.id}
          mode="list"
          stock={stock}
          value={quantity}
          disabled={locked}
          onChange={(next) => dispatch(cartQuantitySetRequested({ productId: product.id, quantity: next }))}
        />
      </td>
      <td className="b2b-cart-line__unit">
        <CartUnitSelect
          product={product}
          unitId={productUnit.id}
          unitName={unitLabel(productUnit)}
          disabled={locked || busy === 'unit'}
          onChange={(unitId) => dispatch(cartUnitChangeRequested({ productId: product.id, unitId }))}
        />
      </td>
      <td className="b2b-cart-line__tax" data-label={t('cart.tax')}>
        {percentText(product.taxRate, locale)}
      </td>
      <td className="b2b-cart-line__price" data-label={t('cart.unitPrice')}>
        {format(line.shownUnitPrice)}
      </td>
      <td className="b2b-cart-line__amount" data-label={t('cart.lineAmount')}>
        {busy !== undefined ? <Spinner label={t('cart.lineBusy')} /> : null}
        <span>{format(line.shownAmount)}</span>
      </td>
      <td className="b2b-cart-line__remove">
        <div className="b2b-cart-line__actions">
          <AddToListButton items={listItems} look="small" subject={product.name} />
          <button
            type="button"
            className="b2b-cart-line__remove-button"
            aria-label={`${t('cart.remove')}: ${product.name}`}
            disabled={locked || clearing || busy === 'remove'}
            onClick={() => dispatch(cartRemoveRequested({ productId: product.id }))}
          >
            {t('cart.remove')}
          </button>
        </div>
      </td>
    </tr>
  );
}

import { useId, useRef } from 'react';
import type { ChildProduct, Product } from '../../contract/catalog';
import { addToCartButton } from '../../domain/cart/addToCartState';
import { offeredStock } from '../../domain/cart/quantity';
import { chosenUnit } from '../../domain/cart/units';
import { whatsappChatUrl } from '../../domain/cart/whatsapp';
import { usePageT } from '../../i18n/usePageT';
import { cartAddRequested } from '../../store/cart/cartIntents';
import { selectAddedFlash, selectIsAdding, selectQuantityHint } from '../../store/cart/cartSelectors';
import { selectSettings, selectStoreInfo, selectUser } from '../../store/core/config';
import { roleHasCart } from '../../domain/company/companyRoles';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { useCartStock } from './useCartStock';
import './purchase.css';

interface AddToCartControlProps {
  product: Product | ChildProduct;
  /** In units of unitId (the product's default unit when absent). */
  quantity: number;
  unitId?: number;
  /** Where the button is: a list redirects a product needing a variant to its page, a detail page alerts. */
  context: 'list' | 'detail';
}

/**
 * The add-to-cart button of the spec: 'Stokta Tükendi', 'Stokta Yok', 'Stokta Sorunuz' (a
 * WhatsApp chat link), 'Fiyat Sorunuz' (disabled) or 'Sepete Ekle'; busy while the add runs, then
 * 'Sepete Eklendi' for the 1.25 s flash. The add itself (checks, call, errors) is the cart saga's.
 */
export function AddToCartControl({ product, quantity, unitId, context }: AddToCartControlProps) {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const store = useAppSelector(selectStoreInfo);
  const role = useAppSelector(selectUser).companyRole;
  const adding = useAppSelector((state) => selectIsAdding(state, product.id));
  const added = useAppSelector((state) => selectAddedFlash(state, product.id));
  const quantityHint = useAppSelector((state) => selectQuantityHint(state, product.id));
  // Whether the quantity field showed a refusal when this press began. Pressing the button blurs a
  // field being typed in, which commits it: if that commit refused the typed value, this press must
  // not add the old quantity unseen; the customer reads the hint, and the next press adds.
  const hintAtPress = useRef<boolean | null>(null);
  const reasonId = useId();
  const pressStarts = () => {
    hintAtPress.current = quantityHint !== undefined;
  };

  const stock = useCartStock(product, unitId).context;
  // A chosen unit has its own price (a PAKET's); without one the product's sale price counts.
  const unit = unitId === undefined ? null : chosenUnit(product, unitId);
  const button = addToCartButton({
    stock: offeredStock(stock),
    salePrice: unit ? unit.defaultPrice.value : product.salePrice.value,
    cartStockControl: stock.cartStockControl,
    whatsappEnabled: store.whatsappControl,
    whatsappNumber: store.whatsapp,
    notInStock: settings.notInStock === '1',
    roleAllowsCart: roleHasCart(role),
  });

  if (button.chatLink) {
    const href = whatsappChatUrl(store.whatsapp, t('addToCart.chatMessage', { code: product.code }));
    if (href) {
      return (
        <a
          className="b2b-add-to-cart b2b-add-to-cart--chat"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(button.label.key, button.label.params)}
          <span className="b2b-visually-hidden"> {t('common.newWindow')}</span>
        </a>
      );
    }
  }

  const stateClass = adding ? 'busy' : added ? 'added' : button.state;
  const label = adding
    ? t('addToCart.adding')
    : added
      ? t('addToCart.added')
      : t(button.label.key, button.label.params);
  const disabled = adding || !button.canAdd || button.disabled || button.chatLink;

  return (
    <>
      <button
        type="button"
        className={`b2b-add-to-cart b2b-add-to-cart--${stateClass}`}
        disabled={disabled}
        aria-busy={adding || undefined}
        aria-describedby={button.state === 'roleDenied' ? reasonId : undefined}
        onPointerDown={pressStarts}
        onKeyDown={pressStarts}
        onClick={() => {
          const refusedByThisPress = quantityHint !== undefined && hintAtPress.current === false;
          hintAtPress.current = null;
          if (!refusedByThisPress) dispatch(cartAddRequested({ product, quantity, unitId, context }));
        }}
      >
        {adding && <span className="b2b-add-to-cart__spinner" aria-hidden="true" />}
        {label}
      </button>
      {/* Shown as text, not a tooltip: a phone has no hover, and the disabled button alone says nothing. */}
      {button.state === 'roleDenied' && (
        <span id={reasonId} className="b2b-add-to-cart__reason">
          {t('company.roleCannotCart')}
        </span>
      )}
      {/* The flash is announced: a button's changing text is not read out by screen readers. */}
      <span className="b2b-visually-hidden" role="status">
        {added ? t('addToCart.added') : ''}
      </span>
    </>
  );
}

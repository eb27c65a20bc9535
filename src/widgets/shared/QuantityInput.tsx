import { useId, useState, type KeyboardEvent } from 'react';
import type { ChildProduct, Product } from '../../contract/catalog';
import {
  decreaseQuantity,
  increaseListQuantity,
  increaseQuantity,
  QUANTITY_MIN,
  type StockContext,
} from '../../domain/cart/quantity';
import { judgeTypedQuantity } from '../../domain/cart/typedQuantity';
import { unitLabel } from '../../domain/cart/units';
import { usePageT } from '../../i18n/usePageT';
import { cartQuantityHintCleared, cartQuantityRefused } from '../../store/cart/cart';
import { selectQuantityHint } from '../../store/cart/cartSelectors';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { roleHasCart } from '../../domain/company/companyRoles';
import { selectUser } from '../../store/core/config';
import { useCartStock } from './useCartStock';
import './purchase.css';

interface QuantityInputProps {
  product: Product | ChildProduct;
  value: number;
  onChange: (quantity: number) => void;
  /** detail: 1–100; list: also within what the stock rule allows (quantity already in the cart counted). */
  mode: 'detail' | 'list';
  /** The unit the quantity is in (the product's default unit when absent). */
  unitId?: number;
  /** Replaces the stock context of the product's cart controls (a cart line counts only the other lines). */
  stock?: StockContext;
  disabled?: boolean;
  /** A shopping list's quantity: not a cart's, so a role without a cart may still change it. */
  forList?: boolean;
}

/**
 * − / typed / + quantity control. The field shows what is typed; the text is
 * judged as a whole when the customer commits it (blur or Enter; pressing add blurs the field first):
 * non-numeric or 0 becomes 1, a value beyond the limit leaves the quantity as it was and shows the
 * limit under the field, never a silently different number.
 */
export function QuantityInput(props: QuantityInputProps) {
  const { product, value, onChange, mode, unitId, forList = false } = props;
  const t = usePageT();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectUser).companyRole;
  // A role without a cart cannot buy any quantity; the add button beside it says why.
  const disabled = (props.disabled ?? false) || (!forList && !roleHasCart(role));
  const hintId = useId();
  const cartStock = useCartStock(product, unitId);
  const stock = props.stock ?? cartStock.context;
  const hint = useAppSelector((state) => selectQuantityHint(state, product.id));
  // The text being typed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);

  const next = mode === 'list' ? increaseListQuantity(value, stock) : increaseQuantity(value);
  const canIncrease = !disabled && next !== value;
  const canDecrease = !disabled && value > QUANTITY_MIN;

  const clearHint = () => {
    if (hint) dispatch(cartQuantityHintCleared({ productId: product.id }));
  };
  const step = (quantity: number) => {
    clearHint();
    onChange(quantity);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const verdict = judgeTypedQuantity(value, draft, {
      unit: cartStock.unit ? unitLabel(cartStock.unit) : t('quantity.unitFallback'),
      stock: mode === 'list' ? stock : undefined,
    });
    if (verdict.hint) dispatch(cartQuantityRefused({ productId: product.id, hint: verdict.hint }));
    if (verdict.quantity !== value) onChange(verdict.quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <span className="b2b-quantity-field">
      <span className="b2b-quantity" role="group" aria-label={`${t('quantity.label')}: ${product.name}`}>
        <button
          type="button"
          className="b2b-quantity__step"
          aria-label={t('quantity.decrease')}
          disabled={!canDecrease}
          onClick={() => step(decreaseQuantity(value))}
        >
          −
        </button>
        <input
          className="b2b-quantity__input"
          type="text"
          inputMode="numeric"
          aria-label={t('quantity.label')}
          aria-describedby={hint ? hintId : undefined}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            clearHint();
            setDraft(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="b2b-quantity__step"
          aria-label={t('quantity.increase')}
          disabled={!canIncrease}
          onClick={() => step(next)}
        >
          +
        </button>
      </span>
      <span id={hintId} className="b2b-quantity__hint" role="status">
        {hint ? t(hint.key, hint.params) : ''}
      </span>
    </span>
  );
}

import { useState, type KeyboardEvent } from 'react';
import type { ChildProduct, Product } from '../../contract/catalog';
import {
  decreaseQuantity,
  increaseListQuantity,
  increaseQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  readQuantity,
  typedQuantity,
} from '../../domain/quantity';
import { useT } from '../../i18n/useT';
import { useCartStock } from './useCartStock';
import './purchase.css';

interface QuantityInputProps {
  product: Product | ChildProduct;
  value: number;
  onChange: (quantity: number) => void;
  /** detail: 1–100; list: + only while the stock rule allows (quantity already in the cart counted). */
  mode: 'detail' | 'list';
  /** The unit the quantity is in (the product's default unit when absent). */
  unitId?: number;
}

/**
 * − / typed / + quantity control (spec sections 4 and 5). While typing, a whole number in 1–100 is
 * taken at once; on leaving the field (or Enter) the typed text gets the full rule: NaN or 0
 * becomes 1, any other value outside 1–100 leaves the quantity unchanged.
 */
export function QuantityInput({ product, value, onChange, mode, unitId }: QuantityInputProps) {
  const t = useT();
  const { context } = useCartStock(product, unitId);
  // The text being typed; null shows the value. Kept apart so '' or '1' on the way to '15' is allowed.
  const [draft, setDraft] = useState<string | null>(null);

  const next = mode === 'list' ? increaseListQuantity(value, context) : increaseQuantity(value);
  const canIncrease = next !== value;
  const canDecrease = value > QUANTITY_MIN;

  const typed = (text: string) => {
    setDraft(text);
    const n = readQuantity(text);
    if (n >= QUANTITY_MIN && n <= QUANTITY_MAX && n !== value) onChange(n);
  };
  const commit = () => {
    if (draft === null) return;
    const n = typedQuantity(value, draft);
    setDraft(null);
    if (n !== value) onChange(n);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <span className="b2b-quantity" role="group" aria-label={`${t('quantity.label')}: ${product.name}`}>
      <button
        type="button"
        className="b2b-quantity__step"
        aria-label={t('quantity.decrease')}
        disabled={!canDecrease}
        onClick={() => onChange(decreaseQuantity(value))}
      >
        −
      </button>
      <input
        className="b2b-quantity__input"
        type="text"
        inputMode="numeric"
        aria-label={t('quantity.label')}
        value={draft ?? String(value)}
        onChange={(event) => typed(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="b2b-quantity__step"
        aria-label={t('quantity.increase')}
        disabled={!canIncrease}
        onClick={() => onChange(next)}
      >
        +
      </button>
    </span>
  );
}

import { useId } from 'react';
import type { Product } from '../../contract/catalog';
import { unitLabel } from '../../domain/cart/units';
import { useT } from '../../i18n/useT';

interface CartUnitSelectProps {
  product: Product;
  unitId: number;
  /** The line's unit name, shown as text when the product has one unit only. */
  unitName: string;
  disabled: boolean;
  onChange: (unitId: number) => void;
}

/** A line's unit: a picker where the product has several (the price becomes that unit's), else its name. */
export function CartUnitSelect({ product, unitId, unitName, disabled, onChange }: CartUnitSelectProps) {
  const t = useT();
  const id = useId();
  if (product.units.length < 2) return <span>{unitName}</span>;
  return (
    <>
      <label htmlFor={id} className="b2b-visually-hidden">
        {`${t('cart.unit')}: ${product.name}`}
      </label>
      <select
        id={id}
        className="b2b-cart-line__unit-select"
        value={unitId}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {product.units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unitLabel(unit)}
          </option>
        ))}
      </select>
    </>
  );
}

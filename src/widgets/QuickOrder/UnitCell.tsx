import type { Product } from '../../contract/catalog';
import { unitLabel } from '../../domain/cart/units';
import { useT } from '../../i18n/useT';

interface UnitCellProps {
  rowNumber: number;
  product: Product | null;
  /** The unit the row is judged in (null: none known yet). */
  unitId: number | null;
  /** The unit name the row holds ('' for the default): shown when it matches no unit of the product. */
  unitName: string;
  onChoose: (unitName: string) => void;
}

/** A row's unit: the found product's units to choose from; before that, the unit typed or pasted. */
export function UnitCell({ rowNumber, product, unitId, unitName, onChoose }: UnitCellProps) {
  const t = useT();
  const label = t('quickOrder.unitOf', { n: rowNumber });
  if (!product || product.units.length === 0)
    return <span className="b2b-quick-order__unit-text">{unitName || '—'}</span>;
  const known = unitId !== null && product.units.some((unit) => unit.id === unitId);
  return (
    <select
      className="b2b-quick-order__select"
      data-field="unit"
      aria-label={label}
      aria-invalid={!known || undefined}
      value={known ? String(unitId) : ''}
      onChange={(event) => {
        const unit = product.units.find((u) => String(u.id) === event.target.value);
        if (unit) onChoose(unit.value);
      }}
    >
      {!known && <option value="">{unitName || '—'}</option>}
      {product.units.map((unit) => (
        <option key={unit.id} value={String(unit.id)}>
          {unitLabel(unit)}
        </option>
      ))}
    </select>
  );
}

import { useId } from 'react';
import type { Unit } from '../../contract/catalog';
import { unitLabel } from '../../domain/cart/units';
import { usePageT } from '../../i18n/usePageT';

interface UnitPickerProps {
  units: Unit[];
  value: number;
  onChange: (unitId: number) => void;
}

/** The unit picker (ADET, PAKET, KOLİ …); shown only with more than one unit. */
export function UnitPicker({ units, value, onChange }: UnitPickerProps) {
  const t = usePageT();
  const id = useId();
  if (units.length < 2) return null;
  return (
    <div className="b2b-detail__picker">
      <label htmlFor={id}>{t('detail.unit')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unitLabel(unit)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import type { VariantDimension } from '../../domain/catalog/variants';
import { usePageT } from '../../i18n/usePageT';

interface VariantPickersProps {
  dimensions: VariantDimension[];
  chosen: Record<string, string>;
  onChoose: (code: string, value: string) => void;
}

function VariantPicker({
  dimension,
  value,
  onChoose,
}: {
  dimension: VariantDimension;
  value: string;
  onChoose: VariantPickersProps['onChoose'];
}) {
  const t = usePageT();
  const id = useId();
  return (
    <div className="b2b-detail__picker">
      <label htmlFor={id}>{dimension.name}</label>
      <select id={id} value={value} onChange={(event) => onChoose(dimension.code, event.target.value)}>
        <option value="" disabled>
          {t('detail.variantPlaceholder')}
        </option>
        {dimension.values.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One to three variant pickers, one per dimension of the family. */
export function VariantPickers({ dimensions, chosen, onChoose }: VariantPickersProps) {
  return (
    <>
      {dimensions.map((dimension) => (
        <VariantPicker
          key={dimension.code}
          dimension={dimension}
          value={chosen[dimension.code] ?? ''}
          onChoose={onChoose}
        />
      ))}
    </>
  );
}

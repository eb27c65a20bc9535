import { useState } from 'react';
import { committedPadQuantity } from '../../domain/quickOrder/quickOrderRows';
import { useT } from '../../i18n/useT';

interface QuantityCellProps {
  rowNumber: number;
  quantity: string;
  invalid: boolean;
  hintId?: string;
  onCommit: (quantity: string) => void;
  /** Enter: on to the next row's code. */
  onDone: () => void;
}

/**
 * A row's quantity, kept as typed until committed (blur or Enter): then non-numeric, blank or 0
 * becomes 1 and anything else is judged with the row, which says what is wrong.
 */
export function QuantityCell({ rowNumber, quantity, invalid, hintId, onCommit, onDone }: QuantityCellProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const committed = committedPadQuantity(draft);
    if (committed !== quantity) onCommit(committed);
  };
  return (
    <input
      className="b2b-quick-order__input b2b-quick-order__quantity"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      data-field="quantity"
      aria-label={t('quickOrder.quantityOf', { n: rowNumber })}
      aria-invalid={invalid || undefined}
      aria-describedby={hintId}
      placeholder="1"
      value={draft ?? quantity}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
        onDone();
      }}
    />
  );
}

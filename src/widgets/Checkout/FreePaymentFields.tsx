import { useId } from 'react';
import { useT } from '../../i18n/useT';

interface FreePaymentFieldsProps {
  amountText: string;
  onAmountText: (text: string) => void;
  /** The typed amount is judged when the field is left (blur), on Enter, or when the form is sent. */
  onAmountCommit: () => void;
  description: string;
  onDescription: (text: string) => void;
  disabled: boolean;
}

/** The free payment page's amount (positive values only, otherwise 0) and its description. */
export function FreePaymentFields(props: FreePaymentFieldsProps) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="b2b-checkout__free" disabled={props.disabled}>
      <legend className="b2b-checkout__legend">{t('checkout.freePayment')}</legend>
      <div className="b2b-checkout__field">
        <label htmlFor={`${id}-amount`}>{t('checkout.amount')} (TL)</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={props.amountText}
          onChange={(e) => props.onAmountText(e.target.value)}
          onBlur={props.onAmountCommit}
          // Enter commits here too: the form's submit may not run (no usable frame, a payment running).
          onKeyDown={(e) => {
            if (e.key === 'Enter') props.onAmountCommit();
          }}
          placeholder="0,00"
        />
      </div>
      <div className="b2b-checkout__field b2b-checkout__field--wide">
        <label htmlFor={`${id}-description`}>{t('cart.description')}</label>
        <textarea
          id={`${id}-description`}
          rows={2}
          maxLength={1000}
          value={props.description}
          // The default is a hint, not a value: typing never appends to it.
          placeholder={t('checkout.freePaymentNote')}
          onChange={(e) => props.onDescription(e.target.value)}
        />
      </div>
    </fieldset>
  );
}

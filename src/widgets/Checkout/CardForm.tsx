import { useId } from 'react';
import InputMask from 'react-input-mask';
import { CARD_NUMBER_MASK, EXPIRY_MASK, SECURITY_CODE_MASK } from '../../domain/checkout/cardForm';
import { useT } from '../../i18n/useT';
import type { CardFields } from './useCardForm';

interface CardFormProps {
  card: CardFields;
  onChange: (field: keyof CardFields, value: string) => void;
  /** The security code field has focus: the card graphic shows its back. */
  onSecurityFocus: (focused: boolean) => void;
  disabled: boolean;
}

/**
 * The card fields with the spec's masks. They are judged only on 'Ödeme Yap'; the
 * browser's card autofill works through the standard autocomplete names.
 */
export function CardForm({ card, onChange, onSecurityFocus, disabled }: CardFormProps) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="b2b-checkout__card-fields" disabled={disabled}>
      <legend className="b2b-checkout__legend">{t('checkout.cardDetails')}</legend>
      <div className="b2b-checkout__field b2b-checkout__field--wide">
        <label htmlFor={`${id}-number`}>{t('checkout.cardNumber')}</label>
        <InputMask
          id={`${id}-number`}
          mask={CARD_NUMBER_MASK}
          value={card.cardNumber}
          onChange={(e) => onChange('cardNumber', e.target.value)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
        />
      </div>
      <div className="b2b-checkout__field b2b-checkout__field--wide">
        <label htmlFor={`${id}-holder`}>{t('checkout.cardHolder')}</label>
        <input
          id={`${id}-holder`}
          value={card.holder}
          onChange={(e) => onChange('holder', e.target.value)}
          autoComplete="cc-name"
          maxLength={60}
          spellCheck={false}
        />
      </div>
      <div className="b2b-checkout__field">
        <label htmlFor={`${id}-expiry`}>{t('checkout.expiry')}</label>
        <InputMask
          id={`${id}-expiry`}
          mask={EXPIRY_MASK}
          value={card.expiry}
          onChange={(e) => onChange('expiry', e.target.value)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.expiryPlaceholder')}
        />
      </div>
      <div className="b2b-checkout__field">
        <label htmlFor={`${id}-ccv`}>{t('checkout.securityCode')}</label>
        <InputMask
          id={`${id}-ccv`}
          mask={SECURITY_CODE_MASK}
          value={card.securityCode}
          onChange={(e) => onChange('securityCode', e.target.value)}
          onFocus={() => onSecurityFocus(true)}
          onBlur={() => onSecurityFocus(false)}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="000"
        />
      </div>
    </fieldset>
  );
}

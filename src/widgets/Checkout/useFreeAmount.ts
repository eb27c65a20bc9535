import { useState } from 'react';
import { flushSync } from 'react-dom';
import { freePaymentAmount } from '../../domain/checkout/cardForm';
import { formatAmount } from '../../domain/shared/money';

/**
 * The free payment's amount and description. The typed amount is judged when committed (blur, or
 * 'Ödeme Yap'): a positive value is kept, anything else becomes 0, and the field shows what was kept.
 * Meanwhile the installment amounts follow what is typed (preview), so nothing moves on the page at
 * the moment the field is left (a click on 'Ödeme Yap' would otherwise land on a moved button).
 * The judged value is on screen at once (flushSync): 'Ödeme Yap' may raise a blocking alert right
 * after the commit, and the field must not show '-50' behind it.
 */
export function useFreeAmount(initialDescription: string) {
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState(initialDescription);

  const commit = (): number => {
    const value = freePaymentAmount(amountText);
    flushSync(() => setAmountText(value > 0 || amountText.trim() !== '' ? formatAmount(value) : ''));
    return value;
  };

  return {
    preview: freePaymentAmount(amountText),
    description,
    commit,
    fields: {
      amountText,
      onAmountText: setAmountText,
      onAmountCommit: () => void commit(),
      description,
      onDescription: setDescription,
    },
  };
}

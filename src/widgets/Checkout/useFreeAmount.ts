import { useState } from 'react';
import { freePaymentAmount } from '../../domain/cardForm';
import { formatAmount } from '../../domain/money';

/**
 * The free payment's amount and description. The typed amount is judged when committed (blur, or
 * 'Ödeme Yap'): a positive value is kept, anything else becomes 0, and the field shows what was kept.
 */
export function useFreeAmount(initialDescription: string) {
  const [amountText, setAmountText] = useState('');
  const [amount, setAmount] = useState(0);
  const [description, setDescription] = useState(initialDescription);

  const commit = (): number => {
    const value = freePaymentAmount(amountText);
    setAmount(value);
    setAmountText(value > 0 || amountText.trim() !== '' ? formatAmount(value) : '');
    return value;
  };

  return {
    amount,
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

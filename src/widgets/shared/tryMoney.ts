import { formatMoney } from '../../domain/shared/money';

/** Card payments are in TRY, whatever currency the catalogue shows. */
export const tryMoney = (amount: number) => formatMoney(amount, 'TRY');

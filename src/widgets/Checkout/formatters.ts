import { formatMoney } from '../../domain/money';

/** Card payments are in TRY (spec section 9), whatever currency the catalogue shows. */
export const tryMoney = (amount: number) => formatMoney(amount, 'TRY');

const percent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** A commission percent the Turkish way: '%2,05', '%0'. */
export const commissionText = (fee: number) => `%${percent.format(Number.isFinite(fee) ? fee : 0)}`;

export { tryMoney } from '../shared/tryMoney';

const percent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** A commission percent the Turkish way: '%2,05', '%0'. */
export const commissionText = (fee: number) => `%${percent.format(Number.isFinite(fee) ? fee : 0)}`;

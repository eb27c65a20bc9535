export { tryMoney } from '../shared/tryMoney';

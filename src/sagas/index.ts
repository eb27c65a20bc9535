import { cartFlow } from './cart';
import { currencyFlow } from './currency';
import { notifyFlow } from './notify';
import { productDetailFlow } from './productDetail';
import { productListFlow } from './productList';
import { searchFlow } from './search';
import { superviseFlows, type Flow } from './supervise';
import { accountFlow } from './account';
import { warrantyFlow } from './warranty';
import { faultReportFlow } from './faultReport';

/** Every flow of the app; a new saga joins here. */
export const FLOWS: Flow[] = [
  { name: 'notify', saga: notifyFlow },
  { name: 'currency', saga: currencyFlow },
  { name: 'cart', saga: cartFlow },
  { name: 'productDetail', saga: productDetailFlow },
  { name: 'productList', saga: productListFlow },
  { name: 'search', saga: searchFlow },
  { name: 'account', saga: accountFlow },
  { name: 'warranty', saga: warrantyFlow },
  { name: 'faultReport', saga: faultReportFlow },
];

export function* rootSaga() {
  yield* superviseFlows(FLOWS);
}

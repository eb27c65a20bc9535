import { cartFlow } from './cart';
import { currencyFlow } from './currency';
import { notifyFlow } from './notify';
import { productDetailFlow } from './productDetail';
import { productListFlow } from './productList';
import { searchFlow } from './search';
import { superviseFlows, type Flow } from './supervise';
import { orderListFlow } from './orderList';
import { offerListFlow } from './offerList';

/** Every flow of the app; a new saga joins here. */
export const FLOWS: Flow[] = [
  { name: 'notify', saga: notifyFlow },
  { name: 'currency', saga: currencyFlow },
  { name: 'cart', saga: cartFlow },
  { name: 'productDetail', saga: productDetailFlow },
  { name: 'productList', saga: productListFlow },
  { name: 'search', saga: searchFlow },
  { name: 'orderList', saga: orderListFlow },
  { name: 'offerList', saga: offerListFlow },
];

export function* rootSaga() {
  yield* superviseFlows(FLOWS);
}

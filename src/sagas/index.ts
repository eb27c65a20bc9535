import { currencyFlow } from './currency';
import { notifyFlow } from './notify';
import { productDetailFlow } from './productDetail';
import { superviseFlows, type Flow } from './supervise';

/** Every flow of the app; a new saga joins here. */
export const FLOWS: Flow[] = [
  { name: 'notify', saga: notifyFlow },
  { name: 'currency', saga: currencyFlow },
  { name: 'productDetail', saga: productDetailFlow },
];

export function* rootSaga() {
  yield* superviseFlows(FLOWS);
}

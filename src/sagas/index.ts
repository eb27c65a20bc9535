import { cartFlow } from './cart';
import { currencyFlow } from './currency';
import { notifyFlow } from './notify';
import { productDetailFlow } from './productDetail';
import { productListFlow } from './productList';
import { searchFlow } from './search';
import { superviseFlows, type Flow } from './supervise';
import {
  cookieConsentFlow,
  dashboardFlow,
  languageFlow,
  onlineUsersFlow,
  topHeaderFlow,
} from './chromeAndAdmin';

/** Every flow of the app; a new saga joins here. */
export const FLOWS: Flow[] = [
  { name: 'notify', saga: notifyFlow },
  { name: 'currency', saga: currencyFlow },
  { name: 'cart', saga: cartFlow },
  { name: 'productDetail', saga: productDetailFlow },
  { name: 'productList', saga: productListFlow },
  { name: 'search', saga: searchFlow },
  { name: 'topHeader', saga: topHeaderFlow },
  { name: 'language', saga: languageFlow },
  { name: 'cookieConsent', saga: cookieConsentFlow },
  { name: 'dashboard', saga: dashboardFlow },
  { name: 'onlineUsers', saga: onlineUsersFlow },
];

export function* rootSaga() {
  yield* superviseFlows(FLOWS);
}

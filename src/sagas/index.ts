import { branchFlow } from './branch';
import { cartFlow } from './cart';
import { checkoutFlow } from './checkout';
import { currencyFlow } from './currency';
import { notifyFlow } from './notify';
import { orderFlow } from './order';
import { pageRestoreFlow } from './pageRestore';
import { productDetailFlow } from './productDetail';
import { productListFlow } from './productList';
import { searchFlow } from './search';
import { superviseFlows, type Flow } from './supervise';
import { accountFlow } from './account';
import { warrantyFlow } from './warranty';
import { faultReportFlow } from './faultReport';
import { orderListFlow } from './orderList';
import { offerListFlow } from './offerList';
import { dashboardFlow, onlineUsersFlow } from './adminListeners';
import { cookieConsentFlow, languageFlow, topHeaderFlow } from './storeChromeListeners';
import { quickOrderFlow } from './quickOrder';
import { orderNoticesFlow } from './orderNoticesListener';
import { listPickerFlow, shoppingListsFlow } from './shoppingLists';
import { approvalQueueFlow } from './approvalQueue';
import { companyUsersFlow } from './companyUsers';

/** Every flow of the app; a new saga joins here. */
export const FLOWS: Flow[] = [
  { name: 'notify', saga: notifyFlow },
  { name: 'pageRestore', saga: pageRestoreFlow },
  { name: 'currency', saga: currencyFlow },
  { name: 'cart', saga: cartFlow },
  { name: 'order', saga: orderFlow },
  { name: 'branch', saga: branchFlow },
  { name: 'productDetail', saga: productDetailFlow },
  { name: 'productList', saga: productListFlow },
  { name: 'search', saga: searchFlow },
  { name: 'account', saga: accountFlow },
  { name: 'warranty', saga: warrantyFlow },
  { name: 'faultReport', saga: faultReportFlow },
  { name: 'orderList', saga: orderListFlow },
  { name: 'offerList', saga: offerListFlow },
  { name: 'checkout', saga: checkoutFlow },
  { name: 'topHeader', saga: topHeaderFlow },
  { name: 'language', saga: languageFlow },
  { name: 'cookieConsent', saga: cookieConsentFlow },
  { name: 'dashboard', saga: dashboardFlow },
  { name: 'onlineUsers', saga: onlineUsersFlow },
  { name: 'quickOrder', saga: quickOrderFlow },
  { name: 'orderNotices', saga: orderNoticesFlow },
  { name: 'shoppingLists', saga: shoppingListsFlow },
  { name: 'listPicker', saga: listPickerFlow },
  { name: 'approvalQueue', saga: approvalQueueFlow },
  { name: 'companyUsers', saga: companyUsersFlow },
];

export function* rootSaga() {
  yield* superviseFlows(FLOWS);
}

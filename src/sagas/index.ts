import { branchFlow } from './cart/branch';
import { cartFlow } from './cart/cart';
import { checkoutFlow } from './checkout/checkout';
import { currencyFlow } from './chrome/currency';
import { notifyFlow } from './runtime/notify';
import { orderFlow } from './cart/order';
import { pageRestoreFlow } from './runtime/pageRestore';
import { productDetailFlow } from './catalog/productDetail';
import { productListFlow } from './catalog/productList';
import { searchFlow } from './catalog/search';
import { superviseFlows, type Flow } from './runtime/supervise';
import { accountFlow } from './account/account';
import { warrantyFlow } from './account/warranty';
import { faultReportFlow } from './account/faultReport';
import { orderListFlow } from './history/orderList';
import { offerListFlow } from './history/offerList';
import { dashboardFlow, onlineUsersFlow } from './admin/adminListeners';
import { cookieConsentFlow, languageFlow, topHeaderFlow } from './chrome/storeChromeListeners';
import { quickOrderFlow } from './quickOrder/quickOrder';
import { orderNoticesFlow } from './company/orderNoticesListener';
import { listPickerFlow, shoppingListsFlow } from './lists/shoppingLists';
import { approvalQueueFlow } from './company/approvalQueue';
import { companyUsersFlow } from './company/companyUsers';
import { representativesFlow } from './company/representatives';

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
  { name: 'representatives', saga: representativesFlow },
];

export function* rootSaga() {
  yield* superviseFlows(FLOWS);
}

/**
 * The Turkish labels of the other areas (checkout, history, quick order, account, company users and
 * approvals, saved lists, scanning): a chunk fetched with the widgets that use them (useT waits for it).
 */
import { trAccount } from './labels/accountTr';
import { trCheckout } from './labels/checkoutTr';
import { trCompany } from './labels/companyTr';
import { trHistory } from './labels/historyTr';
import { trLists } from './labels/listsTr';
import { trQuickOrder } from './labels/quickOrderTr';
import { trScan } from './labels/scanTr';
import { trRepresentatives } from './labels/representativesTr';

export const trMore = {
  ...trCheckout,
  ...trHistory,
  ...trQuickOrder,
  ...trAccount,
  ...trCompany,
  ...trLists,
  ...trScan,
  ...trRepresentatives,
} as const;

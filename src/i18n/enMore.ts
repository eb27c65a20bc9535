import type { MoreLabelKey } from './tr';
import { enAccount } from './labels/accountEn';
import { enCheckout } from './labels/checkoutEn';
import { enCompany } from './labels/companyEn';
import { enHistory } from './labels/historyEn';
import { enLists } from './labels/listsEn';
import { enQuickOrder } from './labels/quickOrderEn';
import { enScan } from './labels/scanEn';
import { enRepresentatives } from './labels/representativesEn';

/** The English labels of the other areas (trMore's twin, a chunk of its own). */
export const enMore: Record<MoreLabelKey, string> = {
  ...enCheckout,
  ...enHistory,
  ...enQuickOrder,
  ...enAccount,
  ...enCompany,
  ...enLists,
  ...enScan,
  ...enRepresentatives,
};

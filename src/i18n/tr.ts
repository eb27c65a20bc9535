/**
 * Turkish labels: every user-facing string of the spec, word for word, one file per area under
 * labels/ (each with its English twin). Parameters are written {name} and filled by t(). The first
 * group (trCore) is in the entry chunk; this table is a lazy chunk loaded at boot (i18n/translate
 * loadLabelTable).
 */
import { trCore } from './trCore';
import { trCatalogue } from './labels/catalogueTr';
import { trCart } from './labels/cartTr';
import { trCheckout } from './labels/checkoutTr';
import { trHistory } from './labels/historyTr';
import { trQuickOrder } from './labels/quickOrderTr';
import { trAccount } from './labels/accountTr';
import { trChrome } from './labels/chromeTr';
import { trCompany } from './labels/companyTr';
import { trLists } from './labels/listsTr';
import { trScan } from './labels/scanTr';

export const tr = {
  ...trCore,
  ...trCatalogue,
  ...trCart,
  ...trCheckout,
  ...trHistory,
  ...trQuickOrder,
  ...trAccount,
  ...trChrome,
  ...trCompany,
  ...trLists,
  ...trScan,
} as const;

export type LabelKey = keyof typeof tr;

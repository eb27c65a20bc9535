/**
 * The Turkish labels of the widgets on every catalogue and product page (the page chrome, the list,
 * the product page, the cart controls, the list picker): the chunk boot loads before mounting, so
 * these pages fetch none of the other areas' words. A widget that shows only these uses usePageT.
 */
import { trCore } from './trCore';
import { trCart } from './labels/cartTr';
import { trCatalogue } from './labels/catalogueTr';
import { trChrome } from './labels/chromeTr';
import { trListPicker } from './labels/listPickerTr';
import { trActing } from './labels/actingTr';

export const trPage = {
  ...trCore,
  ...trCatalogue,
  ...trCart,
  ...trChrome,
  ...trListPicker,
  ...trActing,
} as const;

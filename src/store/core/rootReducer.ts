import { combineSlices } from '@reduxjs/toolkit';
import { cartReducer } from '../cart/cartIntents';
import { configReducer } from './config';
import { currencyReducer } from '../chrome/currency';
import { localeReducer } from '../chrome/locale';
import { uiReducer } from './ui';
import { topHeaderReducer } from '../chrome/topHeader';
import { languageReducer } from '../chrome/language';
import { cookieConsentReducer } from '../chrome/cookieConsent';

/**
 * The data areas whose code is a lazy chunk (the quick order pad, the checkout …). Each adds its key
 * here from its own module (`declare module '../core/rootReducer'`) and injects its slice into
 * rootReducer when its chunk loads: the entry carries none of them. Until the first action after
 * that, the key is missing from the state and the slice's selectors give its initial state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** Every data area's reducer: the entry's here, the lazy ones injected by their modules. */
export const rootReducer = combineSlices({
  config: configReducer,
  locale: localeReducer,
  currency: currencyReducer,
  cart: cartReducer,
  ui: uiReducer,
  topHeader: topHeaderReducer,
  language: languageReducer,
  cookieConsent: cookieConsentReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

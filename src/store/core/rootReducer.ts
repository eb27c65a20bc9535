import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from '../cart/cartIntents';
import { configReducer } from './config';
import { currencyReducer } from '../chrome/currency';
import { localeReducer } from '../chrome/locale';
import { uiReducer } from './ui';
import { faultReportPickerReducer } from '../account/faultReportPicker';
import { topHeaderReducer } from '../chrome/topHeader';
import { languageReducer } from '../chrome/language';
import { cookieConsentReducer } from '../chrome/cookieConsent';
import { lazyAreasReducer } from './lazyAreas';

/** Every data area's reducer; a new slice joins here. */
export const rootReducer = combineReducers({
  config: configReducer,
  locale: localeReducer,
  currency: currencyReducer,
  cart: cartReducer,
  ui: uiReducer,
  faultReport: faultReportPickerReducer,
  topHeader: topHeaderReducer,
  language: languageReducer,
  cookieConsent: cookieConsentReducer,
  lazy: lazyAreasReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

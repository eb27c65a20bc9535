import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from './cartIntents';
import { configReducer } from './config';
import { currencyReducer } from './currency';
import { localeReducer } from './locale';
import { uiReducer } from './ui';
import { faultReportPickerReducer } from './faultReportPicker';
import { topHeaderReducer } from './topHeader';
import { languageReducer } from './language';
import { cookieConsentReducer } from './cookieConsent';
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

import { combineReducers } from '@reduxjs/toolkit';
import { configReducer } from './config';
import { currencyReducer } from './currency';
import { localeReducer } from './locale';
import { productDetailReducer } from './productDetail';

/** Every data area's reducer; a new slice joins here. */
export const rootReducer = combineReducers({
  config: configReducer,
  locale: localeReducer,
  currency: currencyReducer,
  productDetail: productDetailReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

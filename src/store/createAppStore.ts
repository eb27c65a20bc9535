import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createHttpClient, type HttpClient } from '../api/http';
import { DEFAULT_CONFIG } from '../config/defaults';
import type { HostConfig } from '../contract/hostConfig';
import { rootSaga } from '../sagas';
import type { SagaContext } from '../sagas/context';
import { initialCartState } from './cart';
import { configStateFrom } from './config';
import { rootReducer, type RootState } from './rootReducer';

export interface AppStoreOptions {
  config?: HostConfig;
  /** Injected in tests; built from the config otherwise. */
  http?: HttpClient;
  /** State to start from, merged over what the config gives. */
  preloadedState?: Partial<RootState>;
  /** Follow cart changes of other tabs (default true); tests of one process keep their stores apart. */
  crossTabSync?: boolean;
}

/** The one store all islands share, with the saga middleware running the root saga. */
export function createAppStore(options: AppStoreOptions = {}) {
  const config = options.config ?? DEFAULT_CONFIG;
  const http = options.http ?? createHttpClient({ basePath: config.basePath, csrfToken: config.csrfToken });
  const context: SagaContext = { http, config, crossTabSync: options.crossTabSync ?? true };
  const sagaMiddleware = createSagaMiddleware({ context });

  const fromConfig: Partial<RootState> = {
    config: configStateFrom(config),
    locale: { active: config.locale },
    currency: { currencies: config.currencies, defaultCurrency: config.defaultCurrency },
    cart: { ...initialCartState, priceName: config.cartPriceName },
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...fromConfig, ...options.preloadedState } as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { rootTask });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

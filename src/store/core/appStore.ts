import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { DEFAULT_CONFIG } from '../../contract/hostConfigDefaults';
import type { HostConfig } from '../../contract/hostConfig';
import { initialCartState } from '../cart/cartIntents';
import { configStateFrom } from './config';
import { rootReducer, type RootState } from './rootReducer';

export interface AppStoreParts {
  config?: HostConfig;
  /** State to start from, merged over what the config gives. */
  preloadedState?: Partial<RootState>;
  /** The effects layer (the saga middleware); the store itself knows nothing of it. */
  middleware?: Middleware[];
}

/** The one store all islands share: the root reducer, started from the host's config. */
export function configureAppStore({
  config = DEFAULT_CONFIG,
  preloadedState,
  middleware = [],
}: AppStoreParts) {
  const fromConfig: Partial<RootState> = {
    config: configStateFrom(config),
    locale: { active: config.locale },
    currency: { currencies: config.currencies, defaultCurrency: config.defaultCurrency },
    cart: { ...initialCartState, priceName: config.cartPriceName },
  };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...fromConfig, ...preloadedState } as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(middleware),
  });
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

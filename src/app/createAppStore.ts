import createSagaMiddleware from 'redux-saga';
import { createHttpClient, type HttpClient } from '../api/http';
import { DEFAULT_CONFIG } from '../contract/hostConfigDefaults';
import type { HostConfig } from '../contract/hostConfig';
import { rootSaga } from '../sagas';
import type { SagaContext } from '../sagas/runtime/context';
import { configureAppStore, type RootState } from '../store/core/appStore';

export interface AppStoreOptions {
  config?: HostConfig;
  /** Injected in tests; built from the config otherwise. */
  http?: HttpClient;
  /** State to start from, merged over what the config gives. */
  preloadedState?: Partial<RootState>;
  /** Follow cart changes of other tabs (default true); tests of one process keep their stores apart. */
  crossTabSync?: boolean;
}

/**
 * The application: the shared store with the saga middleware running the root saga. The one place
 * where the store and the effects meet, so the store layer never imports the sagas.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  const config = options.config ?? DEFAULT_CONFIG;
  const http = options.http ?? createHttpClient({ basePath: config.basePath, csrfToken: config.csrfToken });
  const context: SagaContext = { http, config, crossTabSync: options.crossTabSync ?? true };
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = configureAppStore({
    config,
    preloadedState: options.preloadedState,
    middleware: [sagaMiddleware],
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { rootTask });
}

export type RunningAppStore = ReturnType<typeof createAppStore>;

import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createHttpClient } from '../../src/api/http';
import { DEFAULT_CONFIG } from '../../src/contract/hostConfigDefaults';
import type { HostConfig } from '../../src/contract/hostConfig';
import { createAppStore, type RunningAppStore } from '../../src/app/createAppStore';
import { Toasts } from '../../src/ui/Toasts';

export const TEST_ORIGIN = 'http://localhost';

/** A host config for tests: the defaults with any fields replaced. */
export function testConfig(overrides: Partial<HostConfig> = {}): HostConfig {
  return { ...DEFAULT_CONFIG, csrfToken: 'test-csrf', ...overrides };
}

/**
 * A real store with its sagas running, talking HTTP to TEST_ORIGIN (answered by nock). Cross-tab
 * cart sync is off unless asked for: the stores of one test process would hear each other as tabs.
 */
export function createTestStore(
  config: HostConfig = testConfig(),
  options: { crossTabSync?: boolean } = {},
): RunningAppStore {
  const http = createHttpClient({
    basePath: config.basePath,
    csrfToken: config.csrfToken,
    origin: TEST_ORIGIN,
  });
  return createAppStore({ config, http, crossTabSync: options.crossTabSync ?? false });
}

/** Renders a widget as an island would: inside the shared store's Provider, with the toast container. */
export function renderWidget(
  ui: ReactElement,
  store: RunningAppStore = createTestStore(),
): RenderResult & { store: RunningAppStore } {
  const result = render(
    <Provider store={store}>
      <Toasts />
      {ui}
    </Provider>,
  );
  return Object.assign(result, { store });
}

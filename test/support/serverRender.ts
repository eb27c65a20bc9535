import { act, waitFor } from '@testing-library/react';
import type { HostConfig } from '../../src/contract/hostConfig';
import type { RenderRequest, RenderResult } from '../../src/contract/serverRender';
import type { WidgetRegistry } from '../../src/mount/registry';
import { createMountRuntime, type MountRuntime } from '../../src/mount/runtime';
import { createTestStore } from './renderWidget';

/**
 * The server half, as a host runs it: the render entry with no window, so its layout effects are
 * plain effects (a server renders none) — a module registry of its own, where `window` is hidden.
 */
export function serverRender(request: RenderRequest): string {
  let result: RenderResult | undefined;
  // react-redux's Provider takes jsdom for a browser: its layout effect warns here, never on a server.
  const serverWarning = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.isolateModules(() => {
    jest.doMock('../../src/ui/useIsomorphicLayoutEffect', () => ({
      useIsomorphicLayoutEffect: jest.requireActual('react').useEffect,
    }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- an isolated copy of the entry
    const { renderIsland } = require('../../src/ssr/render') as typeof import('../../src/ssr/render');
    result = renderIsland(request);
  });
  const warnings = serverWarning.mock.calls.map(([text]) => String(text));
  serverWarning.mockRestore();
  expect(warnings.filter((text) => !text.includes('useLayoutEffect does nothing on the server'))).toEqual([]);
  if (!result?.ok) throw new Error(result ? result.reason : 'no render');
  return result.html;
}

/**
 * The browser half: the page's markup at `url`, started by the mount runtime on a fresh test store,
 * once every island has rendered (hydrated or drawn). The caller stops the runtime.
 */
export async function hydratePageAt(
  url: string,
  html: string,
  config: HostConfig,
  registry: WidgetRegistry,
): Promise<{ store: ReturnType<typeof createTestStore>; runtime: MountRuntime }> {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = html;
  const store = createTestStore(config);
  let rendered = false;
  const runtime = createMountRuntime({ store, registry, config });
  act(() => runtime.start(undefined, () => (rendered = true)));
  // Not inside act(): hydration is scheduled work that act would hold back until its callback ends.
  await waitFor(() => expect(rendered).toBe(true));
  return { store, runtime };
}

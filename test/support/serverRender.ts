import type { RenderRequest, RenderResult } from '../../src/contract/serverRender';

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

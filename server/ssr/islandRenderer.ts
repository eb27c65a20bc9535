/**
 * The widgets' server render entry (dist-ssr/render.js, built by `npm run build` beside the bundle),
 * loaded once per process. A host without it (not built, turned off, or failing to load) serves
 * empty placeholders, which the browser renders as it always did.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RenderIsland } from '../../src/contract/serverRender';
import { ROOT } from '../bundle';
import { cachedRenderer, type CachedRenderer } from './renderCache';

export type { RenderIsland };

export const RENDER_ENTRY = path.join(ROOT, 'dist-ssr', 'render.js');

/**
 * SSR_ENTRY: 'off' serves empty placeholders (a host that cannot render); a path names another
 * build of the entry; unset, the one beside the bundle.
 */
export function renderEntryOf(value: string | undefined): string | null {
  if (value === 'off') return null;
  return value ? path.resolve(value) : RENDER_ENTRY;
}

const loaded = new Map<string, CachedRenderer | null>();

/** The render cache's hits and misses so far, over every entry this process loaded (the metrics). */
export function renderCacheCounts(): { hits: number; misses: number } {
  let hits = 0;
  let misses = 0;
  for (const renderer of loaded.values()) {
    hits += renderer?.hits ?? 0;
    misses += renderer?.misses ?? 0;
  }
  return { hits, misses };
}

/**
 * The render function (its answers cached: ssr/renderCache.ts), or null (said once in the log) when
 * the entry is missing or broken.
 */
export function islandRenderer(entry: string, log: (message: string) => void): RenderIsland | null {
  if (!loaded.has(entry)) {
    let render: CachedRenderer | null = null;
    if (!fs.existsSync(entry)) log(`${entry} is missing: widgets go out without a server render.`);
    else {
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file built beside the bundle
        render = cachedRenderer((require(entry) as { renderIsland: RenderIsland }).renderIsland);
      } catch (error) {
        log(`${entry} could not be loaded: ${(error as Error).message}`);
      }
    }
    loaded.set(entry, render);
  }
  return loaded.get(entry)?.render ?? null;
}

/**
 * The server render is a pure function of its request (name, props, config block, URL, id prefix):
 * the same request gives the same markup. Pages asked again (the home page of every anonymous
 * visitor, a customer paging back) reuse it. The key is a hash of the whole request but the CSRF
 * token, which differs per session and which no widget renders; the cache is bounded, least
 * recently used first out.
 */
import crypto from 'node:crypto';
import type { RenderIsland, RenderRequest, RenderResult } from '../../src/contract/serverRender';

export const RENDER_CACHE_ENTRIES = 200;

function keyOf(request: RenderRequest): string {
  const config =
    request.config && typeof request.config === 'object'
      ? { ...(request.config as Record<string, unknown>), csrfToken: undefined }
      : request.config;
  const text = JSON.stringify([request.name, request.props, config, request.url, request.idPrefix]);
  return crypto.createHash('sha256').update(text).digest('base64url');
}

export interface CachedRenderer {
  render: RenderIsland;
  /** Renders answered from the cache so far. */
  readonly hits: number;
}

export function cachedRenderer(render: RenderIsland, entries = RENDER_CACHE_ENTRIES): CachedRenderer {
  const cache = new Map<string, RenderResult>();
  let hits = 0;
  return {
    get hits() {
      return hits;
    },
    render(request) {
      const key = keyOf(request);
      const cached = cache.get(key);
      if (cached) {
        hits += 1;
        // Map keeps insertion order: taking it out and in again makes it the most recent.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const result = render(request);
      // A refusal is cheap to repeat and says something worth logging each time.
      if (result.ok) {
        cache.set(key, result);
        if (cache.size > entries) cache.delete(cache.keys().next().value!);
      }
      return result;
    },
  };
}

/**
 * The server render is a pure function of its request (name, props, config block, URL, id prefix):
 * the same request gives the same markup. Pages asked again (the home page of every anonymous
 * visitor, a customer paging back) reuse it. The key is a hash of the whole request but the CSRF
 * token, which differs per session and which no widget renders. The cache is bounded in entries and
 * in the memory its markup takes, least recently used first out; a result bigger than its share is
 * answered but never kept, so a few huge renders (a catalogue with megabyte names) can neither grow
 * the process nor push the ordinary pages out.
 */
import crypto from 'node:crypto';
import type { RenderIsland, RenderRequest, RenderResult } from '../../src/contract/serverRender';

export const RENDER_CACHE_ENTRIES = 200;
/** The markup the cache holds at most, in bytes of memory. */
export const RENDER_CACHE_BYTES = 32 * 1024 * 1024;
/** One result kept at most: a sixteenth of the whole (a first page of 100 products is about 0.3 MiB). */
export const RENDER_CACHE_ENTRY_BYTES = RENDER_CACHE_BYTES / 16;

export interface RenderCacheLimits {
  entries?: number;
  bytes?: number;
  entryBytes?: number;
}

type Rendered = Extract<RenderResult, { ok: true }>;

/** The memory a result's text takes at most: JavaScript keeps a string in two bytes a character. */
export const resultBytes = (result: Rendered): number => 2 * (result.html.length + result.idPrefix.length);

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
  /** Renders that had to be made (not in the cache) so far. */
  readonly misses: number;
  /** What the cache holds now. */
  readonly size: { entries: number; bytes: number };
}

export function cachedRenderer(render: RenderIsland, limits: RenderCacheLimits = {}): CachedRenderer {
  const maxEntries = limits.entries ?? RENDER_CACHE_ENTRIES;
  const maxBytes = limits.bytes ?? RENDER_CACHE_BYTES;
  const maxEntryBytes = Math.min(limits.entryBytes ?? RENDER_CACHE_ENTRY_BYTES, maxBytes);
  const cache = new Map<string, { result: Rendered; bytes: number }>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const evictOldest = () => {
    const [key, oldest] = cache.entries().next().value!;
    cache.delete(key);
    bytes -= oldest.bytes;
  };
  return {
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    get size() {
      return { entries: cache.size, bytes };
    },
    render(request) {
      const key = keyOf(request);
      const cached = cache.get(key);
      if (cached) {
        hits += 1;
        // Map keeps insertion order: taking it out and in again makes it the most recent.
        cache.delete(key);
        cache.set(key, cached);
        return cached.result;
      }
      misses += 1;
      const result = render(request);
      // A refusal is cheap to repeat and says something worth logging each time.
      if (!result.ok) return result;
      const size = resultBytes(result);
      if (size > maxEntryBytes) return result;
      cache.set(key, { result, bytes: size });
      bytes += size;
      while (cache.size > maxEntries || bytes > maxBytes) evictOldest();
      return result;
    },
  };
}

/**
 * What one request reads more than once (the visitor's preferences, the store's settings: a page
 * asks for them in its config block, its layout and its first product page) is read once per
 * request. Per request only: the next request reads again, so a change is seen at once.
 */
import type { FastifyRequest } from 'fastify';

const memos = new WeakMap<FastifyRequest, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(request: FastifyRequest, key: string, read: () => Promise<T>): Promise<T> {
  let memo = memos.get(request);
  if (!memo) {
    memo = new Map();
    memos.set(request, memo);
  }
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = read();
    memo.set(key, value);
    // A failed read is not kept: a later use in the same request reads again.
    value.catch(() => memo.delete(key));
  }
  return value;
}

/** After the request changed what `key` read (a preference saved). */
export function forgetForRequest(request: FastifyRequest, key: string): void {
  memos.get(request)?.delete(key);
}

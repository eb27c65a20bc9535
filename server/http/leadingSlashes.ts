/**
 * A path that starts with `//` (or `/\`, which browsers read as `//`) still reaches this host, but a
 * link a page builds from it — the list's `//viko?page=2` — is protocol-relative: it names a host
 * "viko". Before any route reads such a request, it is sent to the same path with one slash and the
 * same query: 301 for GET and HEAD, 308 otherwise, so a state change keeps its method and body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const LEADING_SLASHES = /^[/\\]+/;

/** The address with one leading slash, or null when it has one already. */
export function singleSlashUrl(url: string): string | null {
  const leading = LEADING_SLASHES.exec(url)?.[0] ?? '';
  if (leading.length < 2) return null;
  return `/${url.slice(leading.length)}`;
}

/** An onRequest hook of the app (it runs for the 404 route too). */
export async function redirectLeadingSlashes(request: FastifyRequest, reply: FastifyReply) {
  const target = singleSlashUrl(request.raw.url ?? '/');
  if (target === null) return;
  const keepsMethod = request.method !== 'GET' && request.method !== 'HEAD';
  return reply.redirect(target, keepsMethod ? 308 : 301);
}

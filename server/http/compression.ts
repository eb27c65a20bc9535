/**
 * Compression for everything the host sends: the bundle's precompressed .br/.gz files (written by the
 * build) are chosen by content negotiation; HTML and JSON answers above a small size are compressed on
 * the fly with Node's own zlib (brotli at a fast quality, else gzip). Both say `Vary: Accept-Encoding`.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** The file suffix of each precompressed sibling in dist/. */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request: 5 is about as fast as gzip -6 and still ~15 %
 * smaller; the bundle's files are compressed once at build time with the best quality (11).
 */
const DYNAMIC_BROTLI_QUALITY = 5;

const COMPRESSIBLE = /^(text\/html|application\/json|text\/plain|text\/css|text\/javascript)/;

/** The encodings the Accept-Encoding header allows, each with its q-value ('*' covers the others). */
function acceptedQ(header: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    out.set(name, Number.isFinite(value) ? value : 0);
  }
  return out;
}

/**
 * The best of `available` (in order of preference) that the client accepts, or null for identity.
 * 'br;q=0' refuses brotli even when '*' is present; a missing header means identity only, as every
 * client that can decode something says so.
 */
export function negotiateEncoding(
  header: string | string[] | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  const accepted = acceptedQ(Array.isArray(header) ? header.join(',') : header);
  const wildcard = accepted.get('*');
  const qOf = (name: Encoding) =>
    accepted.get(name) ?? (name === 'gzip' ? accepted.get('x-gzip') : undefined) ?? wildcard ?? 0;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const name of available) {
    const q = qOf(name);
    if (q > bestQ) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

/** Adds Accept-Encoding to the Vary header once, keeping whatever it already names. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export function compressBuffer(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

function compressOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: files, precompressed or not
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding')) return payload;
  varyOnEncoding(reply);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_MIN_BYTES || reply.statusCode === 204 || reply.statusCode === 304)
    return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('Content-Encoding', encoding);
  // Fastify measures the new payload itself; a length set for the plain body would be wrong now.
  reply.removeHeader('content-length');
  return compressBuffer(body, encoding);
}

/** Registers on-the-fly compression of HTML and JSON (and other text answers) on this scope. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => compressOnSend(request, reply, payload));
}

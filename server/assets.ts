/**
 * Files the host serves itself (there is no static plugin): the bundle from dist/ at /assets/, the host's
 * own stylesheet at /static/, and the pictures of the database's images table at /images/. Paths are
 * resolved and must stay inside their root, so '../' tricks end in a 404.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from './context';
import { negotiateEncoding, PRECOMPRESSED_SUFFIX, varyOnEncoding, type Encoding } from './http/compression';
import { CONTENT_TYPES, pictureType } from './http/contentTypes';
import { notFound } from './http/errors';
import { MSG } from './messages';
import { imageData } from './repo/images';
import { PROJECT_ROOT } from './projectRoot';
import type { BundleManifest, BundleTags } from './preload';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * SOURCE_MAPS: the production build writes a source map beside each script (webpack `source-map`);
 * they hold the widgets' whole source, so they are served only when the store says 'public'.
 */
export function sourceMapsArePublic(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '' || text === 'hidden') return false;
  if (text === 'public') return true;
  throw new Error(`SOURCE_MAPS must be public or hidden, got ${JSON.stringify(value)}`);
}

export const STATIC_DIR = path.join(PROJECT_ROOT, 'server', 'static');

/** Text files the build writes .br and .gz siblings for (images and fonts are compressed already). */
const PRECOMPRESSED_TYPES = new Set(['.js', '.css', '.json', '.svg', '.txt', '.map', '.wasm']);

const statFile = (file: string): fs.Stats | null => {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
};

/** The precompressed sibling the client accepts best (brotli before gzip), if the build wrote one. */
function precompressedSibling(
  file: string,
  acceptEncoding: string | string[] | undefined,
): { encoding: Encoding; file: string; stat: fs.Stats } | null {
  const available = (Object.keys(PRECOMPRESSED_SUFFIX) as Encoding[]).filter(
    (encoding) => statFile(file + PRECOMPRESSED_SUFFIX[encoding]) !== null,
  );
  const encoding = negotiateEncoding(acceptEncoding, available);
  if (!encoding) return null;
  const sibling = file + PRECOMPRESSED_SUFFIX[encoding];
  const stat = statFile(sibling);
  return stat ? { encoding, file: sibling, stat } : null;
}

/**
 * Streams root/relative, or throws a 404 when it is missing or outside root. With `acceptEncoding`
 * (the bundle's files), a precompressed .br/.gz sibling is sent instead when the client accepts it.
 */
export function sendFile(
  reply: FastifyReply,
  root: string,
  relative: string,
  cacheControl: string,
  acceptEncoding?: string | string[],
  /** Send the file read whole (small text files), so the on-the-fly compression takes it. */
  whole = false,
) {
  const file = path.resolve(root, relative);
  const type = CONTENT_TYPES[path.extname(file)];
  if (!file.startsWith(root + path.sep) || relative.includes('\0') || !type) throw notFound(MSG.notFound);
  const stat = statFile(file);
  if (!stat) throw notFound(MSG.notFound);
  let sent = { file, stat };
  if (acceptEncoding !== undefined && PRECOMPRESSED_TYPES.has(path.extname(file))) {
    varyOnEncoding(reply);
    const sibling = precompressedSibling(file, acceptEncoding);
    if (sibling) {
      reply.header('Content-Encoding', sibling.encoding);
      sent = sibling;
    }
  }
  reply
    .header('Content-Type', type)
    .header('Content-Length', sent.stat.size)
    .header('Cache-Control', cacheControl);
  reply.header('Last-Modified', stat.mtime.toUTCString());
  if (whole) {
    reply.removeHeader('content-length');
    return reply.send(fs.readFileSync(sent.file));
  }
  return reply.send(fs.createReadStream(sent.file));
}

/**
 * A picture of the images table, with an ETag of its bytes: a revalidation answers 304, and every
 * instance of the host gives the same tag for the same picture.
 */
async function sendImage(ctx: AppContext, reply: FastifyReply, name: string, ifNoneMatch?: string) {
  const type = pictureType(name);
  if (!type || name.includes('/') || name.includes('\\') || name.includes('\0')) throw notFound(MSG.notFound);
  const data = await imageData(ctx.db, name);
  if (!data) throw notFound(MSG.notFound);
  const etag = `"${crypto.createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;
  reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
  if (ifNoneMatch === etag) return reply.code(304).send();
  return reply.header('Content-Type', type).header('Content-Length', data.length).send(data);
}

/** Reads dist/manifest.json when it changes; null (and one log line) while there is no bundle. */
export function createManifestReader(distDir: string, log: (m: string) => void): () => BundleTags | null {
  let cached: { mtime: number; tags: BundleTags } | null = null;
  let warned = false;
  return () => {
    const file = path.join(distDir, 'manifest.json');
    try {
      const mtime = fs.statSync(file).mtimeMs;
      if (cached?.mtime !== mtime) {
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BundleManifest;
        const entry = manifest.entrypoints?.storefront ?? { js: [], css: [] };
        cached = { mtime, tags: { js: entry.js ?? [], css: entry.css ?? [], manifest } };
      }
      return cached.tags;
    } catch {
      if (!warned)
        log(`Warning: ${file} is missing; pages are served without the bundle (placeholders only).`);
      warned = true;
      return null;
    }
  };
}

/** Content hash of a host stylesheet, for a cache-busting ?v= on its URL. */
export function fileVersion(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
}

export function registerStaticRoutes(app: FastifyInstance, ctx: AppContext): void {
  const distRoot = path.resolve(ctx.distDir);
  // File names are judged here (sendFile, sendImage): a NUL in one is a 404 like any other odd name.
  app.get('/assets/*', { config: { nulJudgedBy: ['*'] } }, (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    if (path.extname(rel) === '.map' && !ctx.publicSourceMaps) throw notFound(MSG.notFound);
    // manifest.json is the one name that is not content-hashed.
    return sendFile(
      reply,
      distRoot,
      rel,
      rel === 'manifest.json' ? 'no-cache' : IMMUTABLE,
      request.headers['accept-encoding'] ?? '',
    );
  });
  app.get('/images/:file', { config: { nulJudgedBy: ['file'] } }, (request, reply) =>
    sendImage(ctx, reply, (request.params as { file: string }).file, request.headers['if-none-match']),
  );
  // The host's own stylesheet is small and not built: read whole, it is compressed like a page.
  app.get('/static/:file', { config: { nulJudgedBy: ['file'] } }, (request, reply) =>
    sendFile(
      reply,
      STATIC_DIR,
      (request.params as { file: string }).file,
      'public, max-age=31536000, immutable',
      undefined,
      true,
    ),
  );
}

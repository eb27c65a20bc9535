/**
 * Files the host serves itself (there is no static plugin): the bundle from dist/ at /assets/, product
 * images at /images/, the host's own stylesheet at /static/. Paths are resolved and must stay inside
 * their root, so '../' tricks end in a 404.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from './context';
import { notFound } from './http/errors';
import { MSG } from './messages';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const STATIC_DIR = path.join(__dirname, 'static');

/** Streams root/relative, or throws a 404 when it is missing or outside root. */
export function sendFile(reply: FastifyReply, root: string, relative: string, cacheControl: string) {
  const file = path.resolve(root, relative);
  const type = TYPES[path.extname(file)];
  if (!file.startsWith(root + path.sep) || relative.includes('\0') || !type) throw notFound(MSG.notFound);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw notFound(MSG.notFound);
  }
  if (!stat.isFile()) throw notFound(MSG.notFound);
  reply
    .header('Content-Type', type)
    .header('Content-Length', stat.size)
    .header('Cache-Control', cacheControl);
  reply.header('Last-Modified', stat.mtime.toUTCString());
  return reply.send(fs.createReadStream(file));
}

export interface BundleTags {
  js: string[];
  css: string[];
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
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
          entrypoints?: { storefront?: Partial<BundleTags> };
        };
        const entry = manifest.entrypoints?.storefront ?? {};
        cached = { mtime, tags: { js: entry.js ?? [], css: entry.css ?? [] } };
      }
      return cached.tags;
    } catch {
      if (!warned)
        log(`Uyarı: ${file} yok; sayfalar bundle olmadan (yalnızca yer tutucularla) gösteriliyor.`);
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
  const imagesRoot = path.resolve(ctx.imagesDir);
  app.get('/assets/*', (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    // manifest.json is the one name that is not content-hashed.
    return sendFile(reply, distRoot, rel, rel === 'manifest.json' ? 'no-cache' : IMMUTABLE);
  });
  app.get('/images/:file', (request, reply) =>
    sendFile(reply, imagesRoot, (request.params as { file: string }).file, 'public, max-age=86400'),
  );
  app.get('/static/:file', (request, reply) =>
    sendFile(
      reply,
      STATIC_DIR,
      (request.params as { file: string }).file,
      'public, max-age=31536000, immutable',
    ),
  );
}

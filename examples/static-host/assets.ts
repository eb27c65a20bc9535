/**
 * dist/ at /assets/ as the README's bundle section asks: long-lived caching (the names are hashed),
 * and the build's .br/.gz copies by content negotiation with Vary: Accept-Encoding, never by their
 * own name. Paths stay inside their root.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.js', '.css', '.json', '.map', '.svg']);

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** The encoding to send: brotli, then gzip, when the client takes it and the build wrote the copy. */
function encodingFor(file: string, accept: string): { encoding: string; file: string } | null {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const takes = accept.split(',').some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
    if (takes && isFile(file + suffix)) return { encoding, file: file + suffix };
  }
  return null;
}

/** Sends root/relative, or a 404; cacheControl for the file (the manifest is not hashed). */
export function sendStatic(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  root: string,
  relative: string,
  cacheControl: string,
): void {
  let file = '';
  try {
    file = path.resolve(root, decodeURIComponent(relative));
  } catch {
    // A malformed escape names no file.
  }
  const type = TYPES[path.extname(file)];
  if (!file.startsWith(path.resolve(root) + path.sep) || file.includes('\0') || !type || !isFile(file)) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const headers: http.OutgoingHttpHeaders = { 'content-type': type, 'cache-control': cacheControl };
  let sent = file;
  if (COMPRESSED.has(path.extname(file))) {
    headers.vary = 'Accept-Encoding';
    const copy = encodingFor(file, String(request.headers['accept-encoding'] ?? ''));
    if (copy) {
      headers['content-encoding'] = copy.encoding;
      sent = copy.file;
    }
  }
  headers['content-length'] = fs.statSync(sent).size;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else fs.createReadStream(sent).pipe(response);
}

/** The types of the files the host serves, by their name's extension. */
import path from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  // The camera scanner's ZXing reader: compiled while it streams in only with this type.
  '.wasm': 'application/wasm',
};

/** The type of a picture by its name (the images table's, an inline picture's); null for a name that is no picture. */
export function pictureType(name: string): string | null {
  const type = CONTENT_TYPES[path.extname(name).toLowerCase()];
  return type?.startsWith('image/') ? type : null;
}

import path from 'node:path';
import { chunkFile, readManifest } from '../../build/bundleSizes';

/** The bundle the e2e host serves (global-setup builds it; the host's DIST_DIR is left to default). */
const DIST_DIR = path.resolve(__dirname, '../../dist');

/**
 * The URL path ending of a named chunk's JS file ('vendor-carousel' -> '/92.d63b175c.js'): chunk
 * files are named by id, so specs find them through dist/manifest.json, as hosts do.
 */
export function chunkPathEnd(name: string): string {
  return `/${chunkFile(readManifest(DIST_DIR), name)}`;
}

/** The path endings of a named chunk's own files, its JS and (when it has one) its CSS. */
export function chunkOwnPathEnds(name: string): string[] {
  const { files } = readManifest(DIST_DIR);
  return [files[`${name}.js`], files[`${name}.css`]].filter((f) => f !== undefined).map((f) => `/${f}`);
}

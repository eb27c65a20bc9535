import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Manifest {
  entrypoints: Record<string, { js: string[]; css: string[] }>;
  files: Record<string, string>;
}

/** Budgets of DESIGN.md, in KiB gzipped. */
export const BUDGET_KIB = { entry: 80, cataloguePage: 110 };

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as Manifest;
}

export function gzipKiB(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
}

/** Every emitted JS and CSS file with its gzipped size, largest first. */
export function sizeTable(distDir: string): { file: string; kib: number }[] {
  const manifest = readManifest(distDir);
  return Object.values(manifest.files)
    .map((file) => ({ file, kib: gzipKiB(distDir, file) }))
    .sort((a, b) => b.kib - a.kib);
}

export function entryKiB(distDir: string): number {
  const entry = readManifest(distDir).entrypoints.storefront;
  if (!entry) throw new Error('manifest has no storefront entry');
  return entry.js.reduce((sum, file) => sum + gzipKiB(distDir, file), 0);
}

/**
 * The host for plain Node (`npm run build`, after webpack): each entry of build/serverEntries.cjs
 * bundled by esbuild into one CommonJS file in out/, with our code inside and every package of
 * node_modules left to require() at run time. The files the host reads beside its sources (static
 * files, the API document, dist/) stay where they are: the built entries find them from the project's
 * folder (server/projectRoot.ts), so a deploy is the project after `npm run build` and
 * `npm prune --omit=dev`, with nothing copied that could drift from its source.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { OUT_DIR, SERVER_ENTRIES } from './serverEntries.cjs';

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** The package a bare import names ('@fastify/cookie/x' → '@fastify/cookie'), or null for a Node module. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Packages the built files require that a production install (dependencies only) would not have. */
export function missingFromDependencies(metafile: Metafile, pkg: PackageJson): string[] {
  const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
  const needed = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const imported of output.imports)
      if (imported.external) {
        const name = packageOf(imported.path);
        if (name !== null) needed.add(name);
      }
  return [...needed].filter((name) => !runtime.has(name)).sort();
}

export async function buildServer(root: string, log: (line: string) => void): Promise<string[]> {
  const entryPoints: Record<string, string> = {};
  for (const [name, source] of Object.entries(SERVER_ENTRIES)) {
    if (fs.existsSync(path.join(root, source))) entryPoints[name] = path.join(root, source);
    else log(`note: ${source} is not in this tree; out/${name}.js is not built`);
  }
  const outdir = path.join(root, OUT_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    // Stack traces in the operator's log point at the TypeScript (build/launch.cjs turns maps on).
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const missing = missingFromDependencies(result.metafile, pkg);
  if (missing.length > 0)
    throw new Error(`the built host requires devDependencies, absent in production: ${missing.join(', ')}`);
  const built = Object.keys(entryPoints).map((name) => `${OUT_DIR}/${name}.js`);
  log(`host built: ${built.join(', ')}`);
  return built;
}

if (require.main === module)
  buildServer(path.resolve(__dirname, '..'), (line) => console.log(line)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

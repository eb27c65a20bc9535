/**
 * The import-graph check of `npm run lint`: every relative import of src/ and server/ (static, dynamic,
 * type-only and re-exports) resolved to its file, then no cycle and no import against
 * build/layers.mjs. eslint's no-restricted-imports says the layer rules at the line; this also sees
 * cycles, which no per-file rule can.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  SERVER_LAYERS,
  SERVER_MAY_IMPORT,
  SHARED_WIDGET_FOLDER,
  SRC_LAYERS,
  serverLayerOf,
} from './layers.mjs';

type Graph = Map<string, string[]>;

/** Imports that take types only ("from → to"), for the layers that may take a layer's types and nothing else. */
export type TypeOnlyImports = Set<string>;

const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.join(path.dirname(from), spec);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base];
  return (
    candidates.find((file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file)) ?? null
  );
}

export function importGraph(root: string, folders: string[], typeOnly: TypeOnlyImports = new Set()): Graph {
  const graph: Graph = new Map();
  const existing = folders.map((folder) => path.join(root, folder)).filter((dir) => existsSync(dir));
  for (const file of existing.flatMap((dir) => sourceFiles(dir))) {
    const from = path.relative(root, file);
    const imports = [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
      const target = resolveImport(file, (match[2] ?? match[3])!);
      return target === null ? [] : [{ to: path.relative(root, target), types: match[1] !== undefined }];
    });
    const targets = [...new Set(imports.map((i) => i.to))];
    for (const to of targets)
      if (imports.every((i) => i.to !== to || i.types)) typeOnly.add(`${from} → ${to}`);
    graph.set(from, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), and files that import themselves. */
export function cycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** The src folder a file belongs to ('' for src/index.ts and other files at the top). */
const srcFolder = (file: string) =>
  file.startsWith('src/') && file.split('/').length > 2 ? file.split('/')[1]! : '';

/** Each import that goes against the layer table, as "from → to: why". */
export function layerViolations(graph: Graph, typeOnly: TypeOnlyImports = new Set()): string[] {
  const layers = SRC_LAYERS as Record<string, string[]>;
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const why = layerRuleBroken(from, to, layers, typeOnly.has(`${from} → ${to}`));
      if (why) found.push(`${from} → ${to}: ${why}`);
    }
  }
  return found;
}

/** A host import against SERVER_LAYERS: a layer not listed for the importer, or a file it never takes. */
function serverRuleBroken(from: string, to: string, typesOnly: boolean): string | null {
  const [fromLayer, toLayer] = [
    serverLayerOf(from.slice('server/'.length)),
    serverLayerOf(to.slice('server/'.length)),
  ];
  if (fromLayer === null || toLayer === null)
    return `server/${from.split('/')[1]} is not in build/layers.mjs`;
  const rule = SERVER_LAYERS[fromLayer]!;
  if (rule.never?.some((file) => to === `server/${file}.ts`))
    return `server/${fromLayer} does not import ${to.slice('server/'.length)}`;
  if (fromLayer === toLayer || rule.imports.includes(toLayer)) return null;
  if (typesOnly && rule.typesFrom?.includes(toLayer)) return null;
  const types = rule.typesFrom?.length ? ` (types also from ${rule.typesFrom.join(', ')})` : '';
  return `server/${fromLayer} may import only ${rule.imports.join(', ') || 'nothing of the host'}${types}`;
}

function layerRuleBroken(
  from: string,
  to: string,
  layers: Record<string, string[]>,
  typesOnly: boolean,
): string | null {
  if (from.startsWith('server/')) {
    if (to.startsWith('server/')) return serverRuleBroken(from, to, typesOnly);
    return to.startsWith('src/') && !SERVER_MAY_IMPORT.includes(srcFolder(to))
      ? `the host shares only src/${SERVER_MAY_IMPORT.join(', src/')} with the widgets`
      : null;
  }
  if (to.startsWith('server/')) return 'the bundle never imports the reference host';
  const [fromFolder, toFolder] = [srcFolder(from), srcFolder(to)];
  if (fromFolder === '' || fromFolder === toFolder) {
    if (fromFolder !== 'widgets') return null;
    const [fromWidget, toWidget] = [from.split('/')[2], to.split('/')[2]];
    return fromWidget !== toWidget && toWidget !== SHARED_WIDGET_FOLDER && fromWidget !== SHARED_WIDGET_FOLDER
      ? `a widget imports another's code only through widgets/${SHARED_WIDGET_FOLDER}`
      : null;
  }
  const allowed = layers[fromFolder];
  if (!allowed) return `src/${fromFolder} is not in build/layers.mjs`;
  return allowed.includes(toFolder)
    ? null
    : `src/${fromFolder} may import only ${allowed.join(', ') || 'nothing'}`;
}

function main(): void {
  const typeOnly: TypeOnlyImports = new Set();
  const graph = importGraph(process.cwd(), ['src', 'server'], typeOnly);
  const loops = cycles(graph);
  const wrong = layerViolations(graph, typeOnly);
  for (const loop of loops) console.error(`import cycle: ${loop.join(' ↔ ')}`);
  for (const line of wrong) console.error(`import against the layers: ${line}`);
  if (loops.length + wrong.length > 0) process.exit(1);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`import graph: ${graph.size} files, ${edges} imports, no cycle, none against the layers`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();

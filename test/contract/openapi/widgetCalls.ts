/**
 * The calls the bundle makes, read from the source of src/api/*.ts: every `x.request(…)` and
 * `x.requestChecked(…)` with its method and path template, path parameters normalised to `{}`.
 * A small reader of these files' own idioms (path constants, path helper arrows, template literals),
 * not a TypeScript parser: the coverage test fails loudly when it finds too few calls.
 */
import fs from 'node:fs';
import path from 'node:path';

export const API_DIR = path.join(__dirname, '..', '..', '..', 'src', 'api');

export interface WidgetCall {
  file: string;
  method: string;
  /** Candidate paths ('/api/catalog/cart/{}'); a catalogue path suffix gives two. */
  paths: string[];
  source: string;
}

/** The text between a '(' at `open` and its matching ')'. */
function balanced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced call at ${open}`);
}

/** Splits at top-level commas. */
function splitArgs(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      out.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(args.slice(start).trim());
  return out.filter((a) => a !== '');
}

interface Helper {
  rest: boolean;
  template: string;
}

function readFileIdioms(text: string) {
  const constants = new Map<string, string>();
  for (const m of text.matchAll(/const (\w+) = '([^']*)';/g)) constants.set(m[1]!, m[2]!);
  const helpers = new Map<string, Helper>();
  for (const m of text.matchAll(/const (\w+) = \((.*?)\) =>\s*`([^`]*)`/gs)) {
    helpers.set(m[1]!, { rest: m[2]!.trim().startsWith('...'), template: m[3]! });
  }
  return { constants, helpers };
}

/** A path expression as a template text: literals kept, anything else as ${expr}. */
function asTemplate(expr: string, idioms: ReturnType<typeof readFileIdioms>): string {
  const literal = /^'([^']*)'$/.exec(expr);
  if (literal) return literal[1]!;
  const template = /^`([^`]*)`$/s.exec(expr);
  if (template)
    return template[1]!.replace(/\$\{(\w+)\}/g, (whole, name: string) => idioms.constants.get(name) ?? whole);
  if (idioms.constants.has(expr)) return idioms.constants.get(expr)!;
  const call = /^(\w+)\((.*)\)$/s.exec(expr);
  const helper = call && idioms.helpers.get(call[1]!);
  if (call && helper) {
    const args = splitArgs(call[2]!).map((a) => /^'([^']*)'$/.exec(a)?.[1] ?? `\${${a}}`);
    if (helper.rest) {
      // `${parts.map(…).join('/')}`: the arguments joined by '/'.
      return asTemplate(`\`${helper.template}\``, idioms).replace(
        /\$\{\w+\.map\(.*\)\.join\('\/'\)\}/s,
        args.join('/'),
      );
    }
    // Plain parameters stay expressions: after a '/' they read as path parameters anyway.
    return asTemplate(`\`${helper.template}\``, idioms);
  }
  throw new Error(`cannot read the path expression ${expr}`);
}

const QUERY_EXPR = /^(search|queryString\(.*\))$/s;

/** Path variants of a template: query parts dropped, ${x} after '/' a parameter, a glued ${x} an optional tail. */
function pathsOf(template: string): string[] {
  const withoutQuery = template.replace(/\?.*$/s, '');
  let variants = [''];
  let rest = withoutQuery;
  while (rest !== '') {
    const at = rest.indexOf('${');
    if (at === -1) {
      variants = variants.map((v) => v + rest);
      break;
    }
    const literal = rest.slice(0, at);
    let depth = 0;
    let end = at + 1;
    for (; end < rest.length; end++) {
      if (rest[end] === '{') depth++;
      else if (rest[end] === '}' && --depth === 0) break;
    }
    const expr = rest.slice(at + 2, end);
    variants = variants.map((v) => v + literal);
    const before = (variants[0] ?? '').slice(-1);
    if (QUERY_EXPR.test(expr)) {
      // the query string: not part of the path
    } else if (before === '/') variants = variants.map((v) => `${v}{}`);
    else variants = variants.flatMap((v) => [v, `${v}/{}`]);
    rest = rest.slice(end + 1);
  }
  return variants;
}

export function widgetCalls(dir = API_DIR): WidgetCall[] {
  const calls: WidgetCall[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'http.ts')) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const idioms = readFileIdioms(text);
    for (const m of text.matchAll(/\b\w+\.(requestChecked|request)\(/g)) {
      const args = splitArgs(balanced(text, m.index + m[0].length - 1));
      const template = asTemplate(args[0]!, idioms);
      const method = /method:\s*'(\w+)'/.exec(args.slice(1).join(','))?.[1] ?? 'GET';
      calls.push({ file, method, paths: pathsOf(template), source: args[0]! });
    }
  }
  return calls;
}

/** A document path with its parameters normalised to `{}`. */
export const normalisedPath = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

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
  /** The parameters' names, in order ('(base: string, id: number)' → ['base', 'id']). */
  params: string[];
  template: string;
}

function readFileIdioms(text: string) {
  const constants = new Map<string, string>();
  for (const m of text.matchAll(/const (\w+) = '([^']*)';/g)) constants.set(m[1]!, m[2]!);
  const helpers = new Map<string, Helper>();
  for (const m of text.matchAll(/const (\w+) = \((.*?)\) =>\s*`([^`]*)`/gs)) {
    const params = splitArgs(m[2]!).map((p) => /^(?:\.\.\.)?(\w+)/.exec(p)?.[1] ?? p);
    helpers.set(m[1]!, { rest: m[2]!.trim().startsWith('...'), params, template: m[3]! });
  }
  return { constants, helpers };
}

/** The `${…}` parts of a template text, with their bounds (braces inside an expression balanced). */
function placeholders(template: string): { start: number; end: number; expr: string }[] {
  const found: { start: number; end: number; expr: string }[] = [];
  for (let at = template.indexOf('${'); at !== -1; at = template.indexOf('${', at + 1)) {
    let depth = 0;
    let end = at + 1;
    for (; end < template.length; end++) {
      if (template[end] === '{') depth++;
      else if (template[end] === '}' && --depth === 0) break;
    }
    found.push({ start: at, end: end + 1, expr: template.slice(at + 2, end) });
    at = end;
  }
  return found;
}

/** Replaces each `${expr}` of a template text by what `replace` makes of it. */
function mapPlaceholders(template: string, replace: (expr: string, whole: string) => string): string {
  let out = '';
  let from = 0;
  for (const p of placeholders(template)) {
    out += template.slice(from, p.start) + replace(p.expr, template.slice(p.start, p.end));
    from = p.end;
  }
  return out + template.slice(from);
}

/** A path expression as a template text: literals kept, anything else as ${expr}. */
function asTemplate(expr: string, idioms: ReturnType<typeof readFileIdioms>): string {
  const literal = /^'([^']*)'$/.exec(expr);
  if (literal) return literal[1]!;
  const template = /^`([^`]*)`$/s.exec(expr);
  if (template)
    // A path constant or a path helper's call inside the template is read as its text.
    return mapPlaceholders(template[1]!, (inner, whole) => {
      if (idioms.constants.has(inner)) return idioms.constants.get(inner)!;
      const call = /^(\w+)\((.*)\)$/s.exec(inner);
      return call && idioms.helpers.has(call[1]!) ? asTemplate(inner, idioms) : whole;
    });
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
    // A parameter is replaced by its argument: a path constant or a literal as its text, anything else
    // as an expression (after a '/' it reads as a path parameter).
    const given = splitArgs(call[2]!);
    const byParam = new Map(helper.params.map((name, i) => [name, given[i]] as const));
    const filled = mapPlaceholders(helper.template, (inner, whole) => {
      const arg = byParam.get(inner);
      if (arg === undefined) return whole;
      return idioms.constants.get(arg) ?? /^'([^']*)'$/.exec(arg)?.[1] ?? `\${${arg}}`;
    });
    return asTemplate(`\`${filled}\``, idioms);
  }
  throw new Error(`cannot read the path expression ${expr}`);
}

const QUERY_EXPR = /^(search|queryString\(.*\))$/s;
/** `cond ? 'a' : 'b'`: either literal, so both paths must be documented. */
const LITERAL_CHOICE = /^[^?'`]+\?\s*'([^']*)'\s*:\s*'([^']*)'$/s;

/**
 * Path variants of a template: query parts dropped, a choice of two literals both, ${x} after '/' a
 * parameter, a glued ${x} an optional tail.
 */
function pathsOf(template: string): string[] {
  // The query starts at the first '?' outside the `${…}` parts (a choice inside one has its own '?').
  const inside = placeholders(template);
  let query = template.indexOf('?');
  while (query !== -1 && inside.some((p) => query >= p.start && query < p.end))
    query = template.indexOf('?', query + 1);
  const withoutQuery = query === -1 ? template : template.slice(0, query);
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
    const choice = LITERAL_CHOICE.exec(expr);
    if (QUERY_EXPR.test(expr)) {
      // the query string: not part of the path
    } else if (choice) variants = variants.flatMap((v) => [v + choice[1]!, v + choice[2]!]);
    else if (before === '/') variants = variants.map((v) => `${v}{}`);
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

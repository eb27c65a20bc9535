/**
 * Turns ajv's errors into lines a developer reads: the JSON path of the field, what the document
 * expects and what came, e.g. `answer.products[0].price: expected number, got string "12,50"`.
 */
import type { ErrorObject } from 'ajv';

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** '/products/0/price' → 'answer.products[0].price'. */
export function fieldPath(root: string, instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map(unescape)
    .reduce((path, part) => {
      if (/^\d+$/.test(part)) return `${path}[${part}]`;
      return /^[A-Za-z_$][\w$]*$/.test(part) ? `${path}.${part}` : `${path}[${JSON.stringify(part)}]`;
    }, root);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** What came: its type and, for scalars, the value (shortened). */
export function shown(value: unknown): string {
  const type = typeOf(value);
  if (value === undefined) return 'nothing';
  if (type === 'object') return 'an object';
  if (type === 'array') return `an array of ${(value as unknown[]).length}`;
  const text = JSON.stringify(value);
  return `${type} ${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
}

function valueAt(root: unknown, instancePath: string): unknown {
  let node = root;
  for (const part of instancePath.split('/').slice(1)) {
    node = (node as Record<string, unknown> | undefined)?.[unescape(part)];
  }
  return node;
}

/** What the schema wanted, in the words of its keyword. */
function expectation(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return [p.type].flat().join(' or ');
    case 'enum':
      return `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return JSON.stringify(p.allowedValue);
    case 'pattern':
      return `a string matching ${String(p.pattern)}`;
    case 'format':
      return `a ${String(p.format)} string`;
    default:
      return `${error.keyword}: ${error.message ?? 'a match'}`;
  }
}

function describe(errors: ErrorObject[], value: unknown, root: string): string {
  const first = errors[0]!;
  const p = first.params as Record<string, unknown>;
  if (first.keyword === 'required')
    return `${fieldPath(root, `${first.instancePath}/${String(p.missingProperty)}`)}: required, missing`;
  const at = fieldPath(root, first.instancePath);
  if (first.keyword === 'additionalProperties' || first.keyword === 'unevaluatedProperties') {
    const field = String(p.additionalProperty ?? p.unevaluatedProperty);
    return `${at}: field "${field}" is not in the document (${first.keyword}: false)`;
  }
  const expected = [...new Set(errors.map(expectation))].join(', or ');
  return `${at}: expected ${expected}, got ${shown(valueAt(value, first.instancePath))}`;
}

/**
 * ajv reports every branch of an anyOf/oneOf. A branch that got deeper into the value is the one
 * meant, so an error with a deeper error under it is dropped; the branches failing at the same field
 * are said in one line ("expected number, or a string matching …"). Required and unknown-field errors
 * stand alone.
 */
export function describeErrors(errors: ErrorObject[], value: unknown, root: string, max = 6): string[] {
  const specific = errors.filter((e) => !['anyOf', 'oneOf', 'if', 'allOf'].includes(e.keyword));
  const pool = specific.length ? specific : errors;
  const kept = pool.filter(
    (e) => e.keyword === 'required' || !pool.some((o) => o.instancePath.startsWith(`${e.instancePath}/`)),
  );
  const groups = new Map<string, ErrorObject[]>();
  for (const error of kept) {
    const standalone = ['required', 'additionalProperties', 'unevaluatedProperties'].includes(error.keyword);
    const key = standalone
      ? `${error.instancePath}#${error.keyword}#${JSON.stringify(error.params)}`
      : error.instancePath;
    groups.set(key, [...(groups.get(key) ?? []), error]);
  }
  const lines = [...groups.values()].map((group) => describe(group, value, root));
  return lines.length > max ? [...lines.slice(0, max), `… and ${lines.length - max} more`] : lines;
}

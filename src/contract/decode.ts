/**
 * Tiny decoders that check untrusted JSON (server answers, the config block, data-props) before use.
 * Hand-written rather than a schema library: the entry chunk budget is tight and we need only these.
 */
export class DecodeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly received: unknown,
  ) {
    super(`${path || 'value'}: expected ${expected}, got ${describe(received)}`);
    this.name = 'DecodeError';
  }
}

export type Decoder<T> = (value: unknown, path: string) => T;
export type Decoded<D> = D extends Decoder<infer T> ? T : never;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === 'object' ? 'an object' : String(value);
}

export const str: Decoder<string> = (v, p) => {
  if (typeof v !== 'string') throw new DecodeError(p, 'a string', v);
  return v;
};

export const num: Decoder<number> = (v, p) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new DecodeError(p, 'a number', v);
  return v;
};

/** A number, or a string holding a plain JS number ("12.5"): servers often send decimals as strings. */
export const numeric: Decoder<number> = (v, p) => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  throw new DecodeError(p, 'a number', v);
};

export const bool: Decoder<boolean> = (v, p) => {
  if (typeof v !== 'boolean') throw new DecodeError(p, 'true or false', v);
  return v;
};

/** Anything at all, left for the caller to look at. */
export const unknownValue: Decoder<unknown> = (v) => v;

export function literal<const T extends readonly (string | number | boolean)[]>(
  ...values: T
): Decoder<T[number]> {
  return (v, p) => {
    if (!values.includes(v as T[number])) throw new DecodeError(p, `one of ${values.join(', ')}`, v);
    return v as T[number];
  };
}

export function arrayOf<T>(item: Decoder<T>): Decoder<T[]> {
  return (v, p) => {
    if (!Array.isArray(v)) throw new DecodeError(p, 'a list', v);
    return v.map((entry, i) => item(entry, `${p}[${i}]`));
  };
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function recordOf<T>(item: Decoder<T>): Decoder<Record<string, T>> {
  return (v, p) => {
    if (!isRecord(v)) throw new DecodeError(p, 'an object', v);
    const out: Record<string, T> = {};
    for (const [k, entry] of Object.entries(v)) out[k] = item(entry, `${p}.${k}`);
    return out;
  };
}

type Shape = Record<string, Decoder<unknown>>;
type FromShape<S extends Shape> = { [K in keyof S]: Decoded<S[K]> };

/** An object with at least these fields; other fields are dropped. */
export function object<S extends Shape>(shape: S): Decoder<FromShape<S>> {
  return (v, p) => {
    if (!isRecord(v)) throw new DecodeError(p, 'an object', v);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) out[key] = shape[key]!(v[key], p ? `${p}.${key}` : key);
    return out as FromShape<S>;
  };
}

/**
 * An object decoder plus text fields an answer may leave out: kept only when present and non-empty,
 * so answers of hosts that send none, and values built by hand, need not name them.
 */
export function withOptionalText<T extends object, K extends string>(
  decoder: Decoder<T>,
  ...keys: K[]
): Decoder<T & { [P in K]?: string }> {
  return (v, p) => {
    const out: Record<string, unknown> = { ...(decoder(v, p) as Record<string, unknown>) };
    for (const key of keys) {
      const text = isRecord(v) ? v[key] : undefined;
      if (text !== undefined && text !== null && text !== '') out[key] = str(text, p ? `${p}.${key}` : key);
    }
    return out as T & { [P in K]?: string };
  };
}

/**
 * An object decoder plus one field an answer may leave out: kept only when present (not undefined or
 * null), so answers of hosts that send none, and values built by hand, need not name it.
 */
export function withOptionalField<T extends object, K extends string, V>(
  decoder: Decoder<T>,
  key: K,
  item: Decoder<V>,
): Decoder<T & { [P in K]?: V }> {
  return (v, p) => {
    const out: Record<string, unknown> = { ...(decoder(v, p) as Record<string, unknown>) };
    const value = isRecord(v) ? v[key] : undefined;
    if (value !== undefined && value !== null) out[key] = item(value, p ? `${p}.${key}` : key);
    return out as T & { [P in K]?: V };
  };
}

/** A missing (undefined or null) value becomes the fallback; a present one must decode. */
export function optional<T>(item: Decoder<T>, fallback: T): Decoder<T> {
  return (v, p) => (v === undefined || v === null ? fallback : item(v, p));
}

export function nullable<T>(item: Decoder<T>): Decoder<T | null> {
  return (v, p) => (v === undefined || v === null ? null : item(v, p));
}

export function map<A, B>(item: Decoder<A>, fn: (a: A) => B): Decoder<B> {
  return (v, p) => fn(item(v, p));
}

/** Tries each decoder in turn; the first that accepts wins. */
export function oneOf<T>(...decoders: Decoder<T>[]): Decoder<T> {
  return (v, p) => {
    for (const d of decoders) {
      try {
        return d(v, p);
      } catch {
        /* try the next one */
      }
    }
    throw new DecodeError(p, 'a value of another shape', v);
  };
}

export function decode<T>(decoder: Decoder<T>, value: unknown, path = ''): T {
  return decoder(value, path);
}

/**
 * Reads a Server-Timing header (W3C Server Timing: `name;dur=1.2;desc="…", other;dur=3`). Tolerant on
 * purpose: the bench must not fail or misread because of another metric the host or a proxy adds, a
 * quoted description holding commas or semicolons, several header lines (fetch joins them with ", ")
 * or a metric without a duration.
 */

export interface ServerTimingMetric {
  name: string;
  /** Milliseconds; null when `dur` is absent or not a number. */
  durMs: number | null;
  desc: string | null;
}

/** Splits on a separator outside double quotes (a backslash escapes the next character in quotes). */
function splitOutsideQuotes(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted && ch === '\\' && i + 1 < text.length) {
      current += ch + text[i + 1]!;
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (ch === separator && !quoted) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

function paramValue(raw: string): string {
  const value = raw.trim();
  if (!value.startsWith('"')) return value;
  // An unterminated quote keeps the rest rather than dropping the value.
  const body = value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value.slice(1);
  return body.replace(/\\(.)/g, '$1');
}

function metricOf(text: string): ServerTimingMetric | null {
  const [head = '', ...params] = splitOutsideQuotes(text, ';');
  const name = head.trim();
  if (!name) return null;
  const values = new Map<string, string>();
  for (const param of params) {
    const eq = param.indexOf('=');
    const key = (eq < 0 ? param : param.slice(0, eq)).trim().toLowerCase();
    // The spec keeps the first of a repeated parameter.
    if (key && !values.has(key)) values.set(key, eq < 0 ? '' : paramValue(param.slice(eq + 1)));
  }
  const dur = values.get('dur');
  const durMs = dur === undefined || dur === '' ? null : Number(dur);
  return {
    name,
    durMs: durMs !== null && Number.isFinite(durMs) ? durMs : null,
    desc: values.get('desc') ?? null,
  };
}

/** Every metric of the header, in order; [] for a missing or empty header. */
export function parseServerTiming(header: string | null | undefined): ServerTimingMetric[] {
  if (!header) return [];
  return splitOutsideQuotes(header, ',')
    .map(metricOf)
    .filter((metric): metric is ServerTimingMetric => metric !== null);
}

/** The first metric of that name (names compared without case), or null when the header has none. */
export function serverTimingEntry(
  header: string | null | undefined,
  name: string,
): ServerTimingMetric | null {
  const wanted = name.toLowerCase();
  return parseServerTiming(header).find((metric) => metric.name.toLowerCase() === wanted) ?? null;
}

/** Escaping for everything the host renders: product text is never trusted. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const NEEDS_ESCAPE = /[&<>"']/;

export function escapeHtml(value: unknown): string {
  const text = String(value ?? '');
  // Most values need nothing; the others (a page's embedded JSON) go faster through plain replaces
  // than through a callback per character. '&' first, so no escape is escaped twice.
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/&/g, HTML_ESCAPES['&']!)
    .replace(/</g, HTML_ESCAPES['<']!)
    .replace(/>/g, HTML_ESCAPES['>']!)
    .replace(/"/g, HTML_ESCAPES['"']!)
    .replace(/'/g, HTML_ESCAPES["'"]!);
}

/** Tagged template that escapes every interpolation unless it is already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += renderValue(v) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

function renderValue(v: unknown): string {
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(renderValue).join('');
  if (v === null || v === undefined || v === false) return '';
  return escapeHtml(v);
}

export const raw = (value: string) => new SafeHtml(value);

/**
 * JSON for a <script type="application/json"> block: '<', '>' and '&' become \u escapes so a product
 * name holding '</script>' cannot end the block; the JSON itself stays equal.
 */
export function jsonForScript(value: unknown): SafeHtml {
  return raw(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}

/** A widget placeholder: <div data-component="Name" data-props='…'>, the JSON HTML-escaped. */
export function placeholder(name: string, props?: unknown, attrs: Record<string, string> = {}): SafeHtml {
  const extra = Object.entries(attrs).map(([k, v]) => html` ${k}="${v}"`);
  const propsAttr = props === undefined ? '' : html`data-props='${JSON.stringify(props)}'`;
  return html`<div data-component="${name}" ${propsAttr}${extra}></div>`;
}

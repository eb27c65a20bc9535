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

/**
 * A placeholder the page would like rendered on the server (views/prerender.ts): its name and props
 * travel with the HTML that holds it until the layout, which knows the config block and the URL.
 */
export interface IslandSlot {
  name: string;
  props: Record<string, unknown>;
  /** The empty placeholder's own markup, as it stands in the page. */
  markup: string;
}

/** Tagged template that escapes every interpolation unless it is already `SafeHtml`. */
export class SafeHtml {
  constructor(
    readonly value: string,
    /** The prerenderable placeholders inside, in page order. */
    readonly islands: readonly IslandSlot[] = [],
  ) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  const islands: IslandSlot[] = [];
  values.forEach((v, i) => {
    out += renderValue(v, islands) + strings[i + 1]!;
  });
  return new SafeHtml(out, islands);
}

function renderValue(v: unknown, islands: IslandSlot[]): string {
  if (v instanceof SafeHtml) {
    if (v.islands.length > 0) islands.push(...v.islands);
    return v.value;
  }
  if (Array.isArray(v)) return v.map((item) => renderValue(item, islands)).join('');
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

/**
 * A placeholder the layout may fill with the widget's server-rendered markup (views/prerender.ts);
 * an empty placeholder, as placeholder() writes it, when it cannot.
 */
export function prerenderable(name: string, props: Record<string, unknown>): SafeHtml {
  const markup = placeholder(name, props).value;
  return new SafeHtml(markup, [{ name, props, markup }]);
}

/** A widget placeholder: <div data-component="Name" data-props='…'>, the JSON HTML-escaped. */
export function placeholder(name: string, props?: unknown, attrs: Record<string, string> = {}): SafeHtml {
  const extra = Object.entries(attrs).map(([k, v]) => html` ${k}="${v}"`);
  const propsAttr = props === undefined ? '' : html`data-props='${JSON.stringify(props)}'`;
  return html`<div data-component="${name}" ${propsAttr}${extra}></div>`;
}

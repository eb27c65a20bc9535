/**
 * A cookie-keeping HTTP client that talks to a backend the way the widgets in a browser do: cookies
 * sent back, the CSRF token from the page's config block in X-CSRF-Token on every state change.
 * It knows nothing about the backend but the login form, the config block and the API paths.
 */

export type RequestBody =
  | { json: unknown }
  | { form: Record<string, string | number> }
  | { multipart: Record<string, string> }
  /** A file as the body (a program's import), with its media type. */
  | { text: string; type: string };

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when it is not JSON (an HTML page, an empty answer). */
  json: unknown;
  /** Where a redirect points, resolved against the base. */
  location: string | null;
}

export interface RequestOptions {
  body?: RequestBody;
  /** Extra headers; X-CSRF-Token given here (even '') replaces the session's token. */
  headers?: Record<string, string>;
}

const CONFIG_BLOCK = /<script type="application\/json" id="b2b-config">([\s\S]*?)<\/script>/;

/** The config block of a page, parsed, or null when the page has none. */
export function configBlockOf(html: string): Record<string, unknown> | null {
  const match = CONFIG_BLOCK.exec(html);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export class BrowserLikeClient {
  csrfToken = '';

  constructor(
    readonly base: string,
    /** Sent on every request (the payment frame's Origin). */
    readonly defaultHeaders: Record<string, string> = {},
    readonly cookies = new Map<string, string>(),
  ) {}

  /**
   * A client of another origin of the same host with this session, as the payment frame is: cookies are
   * host-only, not port-bound, so the frame's calls carry the storefront session and its token.
   */
  sameSession(origin: string, headers: Record<string, string> = {}): BrowserLikeClient {
    const other = new BrowserLikeClient(origin, headers, this.cookies);
    other.csrfToken = this.csrfToken;
    return other;
  }

  url(path: string): string {
    return new URL(path, this.base).toString();
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {
      Accept: 'application/json, text/html;q=0.9',
      ...this.defaultHeaders,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.csrfToken) {
      headers['X-CSRF-Token'] = this.csrfToken;
      headers['X-Requested-With'] = 'XMLHttpRequest';
    }
    Object.assign(headers, options.headers);
    // A header given as '' means "send none" (the CSRF refusal checks).
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];

    let payload: BodyInit | undefined;
    const body = options.body;
    if (body && 'json' in body) {
      payload = JSON.stringify(body.json);
      headers['Content-Type'] = 'application/json';
    } else if (body && 'form' in body) {
      payload = new URLSearchParams(Object.entries(body.form).map(([k, v]) => [k, String(v)]));
    } else if (body && 'multipart' in body) {
      const data = new FormData();
      for (const [k, v] of Object.entries(body.multipart)) data.append(k, v);
      payload = data;
    } else if (body && 'text' in body) {
      payload = body.text;
      headers['Content-Type'] = body.type;
    }

    const response = await fetch(this.url(path), { method, headers, body: payload, redirect: 'manual' });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    let json: unknown = undefined;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON: a page */
      }
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      headers: response.headers,
      text,
      json,
      location: location === null ? null : this.url(location),
    };
  }

  private keepCookies(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const pair = cookie.split(';')[0]!;
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /Max-Age=0\b|Expires=Thu, 01 Jan 1970/i.test(cookie);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, options?: RequestOptions) => this.request('POST', path, options);
  patch = (path: string, options?: RequestOptions) => this.request('PATCH', path, options);
  delete = (path: string, options?: RequestOptions) => this.request('DELETE', path, options);

  /** Loads a page and keeps the CSRF token of its config block, as a widget reads it. */
  async page(path = '/'): Promise<{ reply: Reply; config: Record<string, unknown> | null }> {
    const reply = await this.get(path, { headers: { Accept: 'text/html' } });
    const config = reply.status === 200 ? configBlockOf(reply.text) : null;
    if (config && typeof config.csrfToken === 'string') this.csrfToken = config.csrfToken;
    return { reply, config };
  }
}

/**
 * What the example's pages need from "the backend": the visitor's session (who is logged in, the
 * CSRF token), the store's settings and the page's data (a product, the cart's payment plans).
 *
 * A real backend reads these from its own session store and database: it IS the host, so the
 * config block's csrfToken is simply its session's token, and its API checks that token. This
 * stand-in has no database and no sessions: the reference host behind the proxy owns both, and it
 * is the host that checks every proxied call's token. So for each page the stand-in asks the
 * reference host for the same address with the visitor's cookies and takes from its answer exactly
 * what a backend would read itself: the #b2b-config block (built for that session, so its csrfToken
 * is the one the proxied calls must carry) and the data-props of the page's main widget. The host's
 * status, redirect (its login guard) and Set-Cookie (a new anonymous session) are passed on.
 */

export interface HostPage {
  status: number;
  /** The redirect target, made relative when it points at the host itself. */
  location: string | null;
  /** Session cookies the host set: the visitor's browser must get them with the page. */
  setCookies: string[];
  html: string;
}

export async function fetchHostPage(
  upstream: string,
  pathAndQuery: string,
  cookie?: string,
): Promise<HostPage> {
  const answer = await fetch(new URL(pathAndQuery, upstream), {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  const location = answer.headers.get('location');
  return {
    status: answer.status,
    location: location === null ? null : relativeToHost(location, upstream),
    setCookies: answer.headers.getSetCookie(),
    html: await answer.text(),
  };
}

/** A redirect to the host's own origin becomes a path on ours; any other target is kept. */
export function relativeToHost(location: string, upstream: string): string {
  const target = new URL(location, upstream);
  return target.origin === new URL(upstream).origin
    ? `${target.pathname}${target.search}${target.hash}`
    : location;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The page's config block (JSON; its \u003c escapes are plain JSON string escapes). */
export function configOf(html: string): Record<string, unknown> & { user: { authenticated: boolean } } {
  const block = /<script type="application\/json" id="b2b-config">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('the host page has no #b2b-config block');
  return JSON.parse(block[1]!) as ReturnType<typeof configOf>;
}

/** The data-props of the page's first placeholder of that widget, or null when it has none. */
export function propsOf(html: string, component: string): unknown {
  const tag = new RegExp(`<div data-component="${component}"\\s+data-props='([^']*)'`).exec(html);
  return tag ? JSON.parse(unescapeHtml(tag[1]!)) : null;
}

/** The host page's title without the store's name (the example prints its own). */
export function titleOf(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  return unescapeHtml(title.replace(/\s+\|[^|]*$/, '').trim());
}

/**
 * What the server render entry takes and gives (src/ssr/render.tsx), apart from it: a host, the
 * render service and their tests read these without compiling the widgets.
 */

export interface RenderRequest {
  /** The placeholder's data-component. */
  name: string;
  /** Its data-props, as the page sends them. */
  props?: unknown;
  /** The #b2b-config block's JSON, as the page sends it. */
  config: unknown;
  /** The page's path and query string ('/elektrik?sort=price'), as the browser will have it. */
  url: string;
  /** The prefix of the island's useId ids (the placeholder's data-ssr value); unique on the page. */
  idPrefix?: string;
}

export type RenderResult = { ok: true; html: string; idPrefix: string } | { ok: false; reason: string };

export type RenderIsland = (request: RenderRequest) => RenderResult;

/**
 * Which methods each path of an app answers, so that a method a known path does not have is told so
 * (405 with Allow) instead of "not found". Paths made only of parameters (the catalogue's '/:url',
 * '/:brand/:url' …) name no resource of their own and are left out: an unknown method on an unknown
 * address stays a 404.
 */
import type { FastifyInstance } from 'fastify';

interface RouteShape {
  pattern: RegExp;
  methods: Set<string>;
}

const escapeLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/** A Fastify path ('/api/catalog/lists/:id', '/assets/*') as a regular expression over a request path. */
export function pathPattern(url: string): RegExp | null {
  const segments = url.split('/').slice(1);
  if (segments.every((segment) => segment.startsWith(':') || segment === '*')) return null;
  const source = segments
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeLiteral(segment)))
    .join('/');
  return new RegExp(`^/${source}/?$`);
}

export class RouteMethods {
  private readonly routes = new Map<string, RouteShape>();

  /** Collects every route the app (and the apps registered in it) adds from now on. */
  watch(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => this.add(route.method, route.url ?? ''));
  }

  add(method: string | string[], url: string): void {
    const pattern = pathPattern(url);
    if (!pattern) return;
    const shape = this.routes.get(url) ?? { pattern, methods: new Set<string>() };
    for (const one of Array.isArray(method) ? method : [method]) shape.methods.add(one.toUpperCase());
    this.routes.set(url, shape);
  }

  /** The methods some route of `path` answers (without its query), sorted; empty when none knows it. */
  allowedFor(path: string): string[] {
    const bare = path.split('?')[0]!;
    const methods = new Set<string>();
    for (const shape of this.routes.values())
      if (shape.pattern.test(bare)) for (const method of shape.methods) methods.add(method);
    return [...methods].sort();
  }
}

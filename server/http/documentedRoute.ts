/**
 * Gives a route the document's request schemas (http/documentSchemas.ts). A route the document names
 * may not bring schemas of its own: the rule would then exist twice and drift, so such a route stops
 * the host at start.
 */
import type { RouteOptions } from 'fastify';
import { documentedSchemas } from './documentSchemas';

const PARTS = ['body', 'querystring', 'params'] as const;

export function useDocumentSchemas(route: RouteOptions): void {
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const documented = documentedSchemas(method, route.url);
  if (!documented) return;
  const own = (route.schema ?? {}) as Record<string, unknown>;
  const declared = PARTS.filter((part) => own[part] !== undefined);
  if (declared.length > 0)
    throw new Error(
      `${method} ${route.url} declares its own ${declared.join(', ')} schema; ` +
        `contract/openapi.yaml (${documented.operationId}) is the only source of request schemas`,
    );
  const schema: Record<string, unknown> = { ...own };
  for (const part of PARTS) if (documented[part]) schema[part] = documented[part];
  route.schema = schema;
}

/**
 * The document's schemas decide whether a request is refused (http/documentSchemas.ts); a route may
 * name the rule a refused request broke, in the words its own checks use ('Müşteri adını giriniz.'),
 * instead of the general "invalid value: field". The namer reads the request as sent and answers
 * null when it has nothing more precise to say.
 */
import type { FastifyRequest } from 'fastify';

export type RefusalNamer = (request: FastifyRequest) => string | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names the rule a request the document's schema refused broke (http/refusalNames.ts). */
    namesRefusal?: RefusalNamer;
  }
}

/** The route's own name for a schema refusal, or null. A namer that fails names nothing. */
export function namedRefusal(request: FastifyRequest): string | null {
  const namer = request.routeOptions?.config?.namesRefusal;
  if (!namer) return null;
  try {
    return namer(request);
  } catch {
    return null;
  }
}

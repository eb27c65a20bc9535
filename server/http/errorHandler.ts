/**
 * Every API error leaves in the spec’s shape {"error":{"messages":{"type":"…"}}}; pages get an HTML
 * error page instead. Validation failures of Fastify's schemas become 400s with a Turkish message.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../messages';
import { ServiceError, type RefusalKind } from '../domain/refusal';
import { errorBody, HttpError } from './errors';
import { namedRefusal } from './refusalNames';
import { isHealthPath } from './healthPaths';

/** The one place a service's refusal becomes an HTTP status. */
export const STATUS_OF_REFUSAL: Record<RefusalKind, number> = {
  invalid: 400,
  notFound: 404,
  forbidden: 403,
};

/** JSON endpoints: the API, autocomplete and the admin data calls (not the /yonetim pages). */
export function wantsJson(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  if (path.startsWith('/api/') || path.startsWith('/payment/api/') || path === '/autocomplete') return true;
  if (isHealthPath(path)) return true;
  if (/^\/yonetim\/(top-queries|search_queries|carts)$/.test(path)) return true;
  return (request.headers.accept ?? '').startsWith('application/json');
}

/**
 * Files (bundle, images, host CSS) get a bare 404: rendering the HTML error page would start a new
 * session for a request that carried none (static paths skip session loading) and so replace the
 * visitor's session cookie, breaking the CSRF token of the page that asked for a missing image.
 */
export function isStaticPath(request: FastifyRequest): boolean {
  return /^\/(assets|images|static)\//.test(request.url);
}

const QUANTITY_FIELDS = new Set(['quantity', 'addQuantity']);

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return MSG.badRequest;
  // A map keyed by ids (the offer margins: offer id → line id → margin) has no field name to show:
  // the last named segment is the field, and without one the message is the general one.
  const field =
    (first.params as { missingProperty?: string }).missingProperty ??
    first.instancePath
      .split('/')
      .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
      .pop() ??
    '';
  if (QUANTITY_FIELDS.has(field)) return MSG.quantityRange;
  return field ? MSG.badField(field) : MSG.badRequest;
}

export type HtmlErrorPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) => Promise<string>;

/** Puts a message into the visitor's language; by default messages stay as written. */
export type Localize = (request: FastifyRequest, message: string) => Promise<string> | string;

/**
 * What the error answer needs may itself fail (the visitor's language and the layout are read from
 * the database): the answer then goes out as written, in Turkish, as plain text for a page.
 */
async function orFallback<T>(work: () => Promise<T> | T, fallback: T, log: (m: string) => void): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log(`error page: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return fallback;
  }
}

export function registerErrorHandling(
  app: FastifyInstance,
  page: HtmlErrorPage,
  log: (m: string) => void,
  localize: Localize = (_request, message) => message,
  /** The methods a path answers: a known path asked with another method is a 405 with Allow. */
  allowedMethods: (path: string) => string[] = () => [],
): void {
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    text: string,
    extra = {},
  ) => {
    const message = await orFallback(() => localize(request, text), text, log);
    if (isStaticPath(request)) return reply.status(status).type('text/plain; charset=utf-8').send(message);
    if (wantsJson(request))
      return reply.status(status).type('application/json').send(errorBody(message, extra));
    const html = await orFallback<string | null>(() => page(request, reply, status, message), null, log);
    if (html === null) return reply.status(status).type('text/plain; charset=utf-8').send(message);
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(request, reply, error.statusCode, error.message, error.extra);
    if (error instanceof ServiceError)
      return send(request, reply, STATUS_OF_REFUSAL[error.kind], error.message, error.extra);
    if (error.validation) return send(request, reply, 400, namedRefusal(request) ?? validationMessage(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return send(
        request,
        reply,
        status,
        status === 429 ? MSG.tooManyRequests : status === 413 ? MSG.requestBodyTooLarge : MSG.badRequest,
      );
    // The error with its stack; the request line that follows names the route (never the URL and its query).
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, 500, MSG.technical);
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length === 0 || allowed.includes(request.method))
      return send(request, reply, 404, MSG.notFound);
    reply.header('Allow', allowed.join(', '));
    return send(request, reply, 405, MSG.methodNotAllowed);
  });
}

/**
 * Fastify's own early errors (a malformed URL escape) bypass the error handler: this answers them in
 * the spec's shape too. Pass it as the `frameworkErrors` option of Fastify().
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).type('application/json').send(errorBody(MSG.badRequest));
}

/**
 * Errors Node's HTTP parser meets before there is a request (a URL or headers over 16 KiB, a
 * malformed request line): Fastify's default answers them in its own shape. Pass it as the
 * `clientErrorHandler` option of Fastify(); the message is Turkish, as no locale is known yet.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.requestTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.badRequest]
        : [400, 'Bad Request', MSG.badRequest];
  const body = JSON.stringify(errorBody(message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

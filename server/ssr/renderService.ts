/**
 * The render entry as a small HTTP service (`npm run render-service`), for hosts that are not Node:
 * POST /render {name, props, config, url, idPrefix?} → the island's HTML, to put inside its
 * placeholder with data-ssr="<idPrefix>". Security: it renders only the entry's registered widgets
 * (any other name is refused), React escapes every text and attribute it writes, a body over
 * MAX_BODY_BYTES is refused unread and props over MAX_PROPS_BYTES unrendered (the markup of props is
 * several times their size, and the renders are cached: ssr/renderCache.ts), and it listens on the
 * loopback unless told otherwise: it is a backend's helper, not a public endpoint.
 */
import http from 'node:http';
import { isRecord } from '../../src/contract/decode';
import type { RenderIsland, RenderRequest } from '../../src/contract/serverRender';

/** A ProductList's first page of 100 products with its config block stays well below this. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The props as JSON: a first page of 100 demo products is about 180 KiB. */
export const MAX_PROPS_BYTES = 512 * 1024;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES)
      return reject(new Refusal(413, `the body is over ${MAX_BODY_BYTES} bytes`));
    const parts: Buffer[] = [];
    let size = 0;
    request.on('data', (part: Buffer) => {
      size += part.length;
      // Past the limit nothing more is kept; the answer closes the connection (Connection: close).
      if (size > MAX_BODY_BYTES) reject(new Refusal(413, `the body is over ${MAX_BODY_BYTES} bytes`));
      else parts.push(part);
    });
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

/** The request's fields, checked for their types (the entry checks the rest: the name, the URL). */
function renderRequestOf(text: string): RenderRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'the body is not JSON');
  }
  if (!isRecord(body)) throw new Refusal(400, 'the body must be a JSON object');
  const { name, props, config, url, idPrefix } = body;
  if (typeof name !== 'string' || typeof url !== 'string')
    throw new Refusal(400, 'name and url must be strings');
  if (!isRecord(config)) throw new Refusal(400, 'config must be the config block (a JSON object)');
  if (props !== undefined && !isRecord(props)) throw new Refusal(400, 'props must be a JSON object');
  if (props !== undefined && Buffer.byteLength(JSON.stringify(props)) > MAX_PROPS_BYTES)
    throw new Refusal(413, `props are over ${MAX_PROPS_BYTES} bytes as JSON`);
  if (idPrefix !== undefined && typeof idPrefix !== 'string')
    throw new Refusal(400, 'idPrefix must be a string');
  return { name, props, config, url, ...(idPrefix === undefined ? {} : { idPrefix }) };
}

function send(response: http.ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
}

export function createRenderService(render: RenderIsland): http.Server {
  return http.createServer((request, response) => {
    const refuse = (status: number, message: string) =>
      send(response, status, 'application/json; charset=utf-8', JSON.stringify({ error: message }));
    if (request.url !== '/render') return refuse(404, 'POST /render is the only address');
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return refuse(405, 'POST /render is the only address');
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
      return refuse(415, 'the body must be application/json');
    readBody(request)
      .then((text) => {
        const started = performance.now();
        const result = render(renderRequestOf(text));
        if (!result.ok) throw new Refusal(422, result.reason);
        response.setHeader('Server-Timing', `ssr;dur=${(performance.now() - started).toFixed(2)}`);
        response.setHeader('X-Id-Prefix', result.idPrefix);
        send(response, 200, 'text/html; charset=utf-8', result.html);
      })
      .catch((error: unknown) => {
        if (response.headersSent || response.destroyed) return;
        if (error instanceof Refusal && error.status === 413) response.setHeader('Connection', 'close');
        if (error instanceof Refusal) refuse(error.status, error.message);
        else refuse(500, 'the render failed');
      });
  });
}

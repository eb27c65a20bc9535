/**
 * The reverse proxy in front of the reference host: everything the widgets call (/api, /autocomplete,
 * /yonetim's calls), the login and logout forms, the images and the pages this example does not
 * render itself. Bodies stream through untouched (the host's compression included); cookies pass
 * both ways as they are (the host sets them without a Domain, so they belong to this origin).
 *
 * The host refuses a state change whose Origin is not its own (server/auth/guards.ts sameOrigin, the
 * CSRF check besides the token). The browser sends this server's origin, so exactly that value is
 * rewritten to the host's; any other Origin (another site's page) goes through as sent and is still
 * refused. A host started with PUBLIC_URL set to this server's address would need no rewrite: that
 * is the setting for a real reverse proxy (server/README.md).
 */
import http from 'node:http';
import { relativeToHost } from './hostPage';

/** Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection and are not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function proxyHeaders(
  request: http.IncomingMessage,
  ownOrigin: string,
  upstream: URL,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  headers.host = upstream.host;
  if (request.headers.origin === ownOrigin) headers.origin = upstream.origin;
  headers['x-forwarded-host'] = request.headers.host;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  return headers;
}

/** Sends the request on to the host and its answer back; a host that does not answer is a 502. */
export function proxy(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  ownOrigin: string,
  upstream: string,
): void {
  const target = new URL(upstream);
  const outgoing = http.request(
    {
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: proxyHeaders(request, ownOrigin, target),
    },
    (answer) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      if (typeof answer.headers.location === 'string')
        headers.location = relativeToHost(answer.headers.location, upstream);
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bad gateway');
  });
  request.pipe(outgoing);
}

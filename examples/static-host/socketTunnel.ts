/**
 * The WebSocket at /ws (the config's socketUrl: the admin's online users, a company user's live order
 * notices), tunnelled to the host. The upgrade goes on under the proxy's Origin rule (proxy.ts
 * proxyHeaders): the host opens the socket only for its own origin, so a page of another site still
 * cannot open it with the visitor's cookie. After the handshake the bytes flow both ways untouched.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { proxyHeaders } from './proxy';

export function tunnelSocket(
  request: http.IncomingMessage,
  client: Duplex,
  head: Buffer,
  ownOrigin: string,
  upstream: string,
): void {
  const target = new URL(upstream);
  const outgoing = http.request({
    hostname: target.hostname,
    port: target.port,
    method: request.method,
    path: request.url,
    headers: {
      ...proxyHeaders(request, ownOrigin, target),
      connection: 'Upgrade',
      upgrade: request.headers.upgrade,
    },
  });
  outgoing.on('upgrade', (answer, host, hostHead) => {
    const lines = [`HTTP/1.1 101 ${answer.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    client.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (hostHead.length > 0) client.write(hostHead);
    if (head.length > 0) host.write(head);
    host.on('error', () => client.destroy());
    client.on('error', () => host.destroy());
    host.pipe(client).pipe(host);
  });
  // The host did not switch protocols (no session, a wrong path): its status goes back, and the end.
  outgoing.on('response', (answer) => {
    answer.resume();
    client.end(
      `HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`,
    );
  });
  outgoing.on('error', () => client.destroy());
  client.on('error', () => outgoing.destroy());
  outgoing.end();
}

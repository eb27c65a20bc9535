/**
 * Running behind a TLS-terminating reverse proxy (documented in server/README.md):
 * - PUBLIC_URL=https://shop.example is the address visitors use: the origin checked on every state
 *   change and the socket's, and with https every cookie gets the Secure flag;
 * - TRUST_PROXY names the proxy (1 = loopback, or addresses/CIDRs separated by commas): only
 *   requests coming from it may set the visitor's address and scheme with X-Forwarded-For/-Proto.
 */
import type { FastifyRequest } from 'fastify';

/** Fastify's trustProxy option for a TRUST_PROXY value: false (trust nobody) unless one is named. */
export function trustProxyOption(value: string | undefined): string | false {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return 'loopback';
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** The origin of a PUBLIC_URL (http or https only); undefined when none is set. */
export function publicOrigin(value: string | undefined, name = 'PUBLIC_URL'): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  return url.origin;
}

/** Cookies are Secure when the public address is https, or the trusted proxy says the visit was. */
export function secureRequest(request: FastifyRequest, always: boolean): boolean {
  return always || request.protocol === 'https';
}

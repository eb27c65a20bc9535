/**
 * Response headers. Pages get a CSP with no inline or eval script: the config block is JSON, not script.
 * style-src is 'self' too: the widgets use react-toastify's unstyled build with its CSS file, and React's
 * style props (like jQuery's in the carousel) go through the CSSOM, which CSP does not restrict. Markup
 * rendered on the server (data-ssr) must therefore carry no style attribute: the widgets it renders
 * set sizes from an effect (ui/ProductImage.tsx), and a test checks the entry's output.
 * 'wasm-unsafe-eval' lets the camera scanner compile ZXing's WebAssembly (issue 26, browsers without a
 * BarcodeDetector of their own); it allows compiling WebAssembly only, never eval of JavaScript.
 */
import type { FastifyReply } from 'fastify';
import type { Origins } from '../context';

export function storefrontCsp(origins: Origins): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${origins.socket}`,
    `frame-src ${origins.payment}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The payment frame may only be framed by the storefront and talks only to its own origin. */
export function paymentFrameCsp(origins: Origins): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${origins.storefront}`,
    "form-action 'self'",
    "base-uri 'none'",
  ].join('; ');
}

export function commonHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  // Every JSON answer is somebody's: their cart, orders, prices, searches. A cached one comes back
  // on Back and shows the cart as it was; nothing of it may be kept by the browser or a proxy.
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('application/json') && !reply.hasHeader('Cache-Control'))
    reply.header('Cache-Control', 'no-store');
}

export function pageHeaders(reply: FastifyReply, csp: string): void {
  reply.header('Content-Security-Policy', csp);
  reply.header('Cache-Control', 'no-store');
  reply.type('text/html; charset=utf-8');
}

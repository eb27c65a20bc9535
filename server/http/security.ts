/**
 * Response headers. Pages get a CSP with no inline or eval script: the config block is JSON, not script.
 * style-src is 'self' plus the hashes of the page's own <style> elements (the stylesheets its first
 * paint waits for, inline: views/inlineStyles.ts), never 'unsafe-inline': the widgets use
 * react-toastify's unstyled build with its CSS file, and React's style props (like jQuery's in the
 * carousel) go through the CSSOM, which CSP does not restrict. Markup
 * rendered on the server (data-ssr) must therefore carry no style attribute: the widgets it renders
 * set sizes from an effect (ui/ProductImage.tsx), and a test checks the entry's output.
 * 'wasm-unsafe-eval' lets the camera scanner compile ZXing's WebAssembly (browsers without a
 * BarcodeDetector of their own); it allows compiling WebAssembly only, never eval of JavaScript.
 * Every answer of either origin says which browser features its pages may use (Permissions-Policy),
 * and, when the origin's public address is https, that it is to be reached over https only (HSTS).
 */
import type { FastifyReply } from 'fastify';

/** Where the storefront, the payment frame and the socket answer: what the security headers allow. */
export interface Origins {
  /** http://host:port of the storefront, known once the server listens. */
  storefront: string;
  /** The payment frame's own origin (PAYMENT_PORT). */
  payment: string;
  /** ws://host:port/ws of the online-users socket. */
  socket: string;
}

/** `styleSources`: the hashes of the page's own inline stylesheets (views/inlineStyles.ts). */
export function storefrontCsp(origins: Origins, styleSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    ["style-src 'self'", ...styleSources].join(' '),
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

/** A year, subdomains included; sent only for an https public address (browsers ignore it on http). */
export const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

// Features neither origin uses. Only names Chromium knows: an unknown one is a console warning.
const UNUSED_FEATURES = [
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'publickey-credentials-get',
  'browsing-topics',
].map((feature) => `${feature}=()`);

/** The storefront's own pages may use the camera (the quick order pad's scanner); no frame of them may. */
export const STOREFRONT_PERMISSIONS = ['camera=(self)', ...UNUSED_FEATURES].join(', ');
/** The payment frame uses none of them. */
export const PAYMENT_FRAME_PERMISSIONS = ['camera=()', ...UNUSED_FEATURES].join(', ');

/** What one origin adds to every answer. */
export interface OriginHeaders {
  permissionsPolicy: string;
  /** The origin's public address is https. */
  strictTransport: boolean;
  /** The CSP of every answer that sets none of its own (the payment origin's: its 404s, its files). */
  csp?: () => string;
}

export function commonHeaders(reply: FastifyReply, origin: OriginHeaders): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('Permissions-Policy', origin.permissionsPolicy);
  if (origin.strictTransport) reply.header('Strict-Transport-Security', STRICT_TRANSPORT);
  if (origin.csp && !reply.hasHeader('Content-Security-Policy'))
    reply.header('Content-Security-Policy', origin.csp());
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

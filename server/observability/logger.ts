/**
 * The host's one logger (pino, which Fastify uses for its request logs): JSON lines on stdout, or
 * the destination a caller passes (a test reads it back). Nothing the host logs carries a request's
 * headers, body or query: the request line is built from named fields (observability/requestTelemetry.ts),
 * and the serializers below reduce any request or answer that reaches a log call to its method, path
 * and status. The redaction is the second guard, for an object logged by a plugin or by mistake.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/readConfig';

export type { Logger } from 'pino';

/** Fields that must never reach a log line, wherever they sit in the logged object (one level deep). */
const SECRET_FIELDS = [
  'cookie',
  'authorization',
  'set-cookie',
  'x-csrf-token',
  'password',
  'currentPassword',
  'passwordVerify',
  'newPassword',
  '_csrf',
  'csrfToken',
  'sessionId',
  'token',
  'ccno',
  'ccv',
  'cvc',
  'expiry',
  'cardNumber',
  'expiryDate',
];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.map((field) => `["${field}"]`),
  ...SECRET_FIELDS.map((field) => `*["${field}"]`),
  ...SECRET_FIELDS.map((field) => `*.headers["${field}"]`),
];

/** A URL without its query, which may carry a token or a typed secret. */
const pathOf = (url: unknown) => (typeof url === 'string' ? url.split('?')[0]!.slice(0, 200) : undefined);

export const SERIALIZERS = {
  req: (request: { method?: unknown; url?: unknown; id?: unknown }) => ({
    id: request.id,
    method: request.method,
    path: pathOf(request.url),
  }),
  res: (reply: { statusCode?: unknown }) => ({ status: reply.statusCode }),
  err: pino.stdSerializers.err,
};

export interface LoggerOptions {
  level: LogLevel;
  /** Where the lines go; stdout when none. */
  destination?: DestinationStream;
  /** Human-readable lines (pino-pretty, a development package: never loaded in production). */
  pretty?: boolean;
}

export function createLogger(options: LoggerOptions): Logger {
  const base = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: SERIALIZERS,
  };
  if (options.pretty) return pino({ ...base, transport: { target: 'pino-pretty' } });
  return options.destination ? pino(base, options.destination) : pino(base);
}

/** Pretty lines are for a developer at a terminal; anything else (production, a pipe, a file) gets JSON. */
export const wantsPrettyLogs = (nodeEnv: string, stdoutIsTerminal: boolean) =>
  nodeEnv !== 'production' && stdoutIsTerminal;

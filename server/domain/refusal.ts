/**
 * What a business action refuses, in the action's words: the kind says why, the message is the spec's
 * text for the user, and `extra` carries the top-level fields the answer adds (the offer edit names
 * the product). Services throw it; only the error handler (server/http/errorHandler.ts) turns a kind into
 * an HTTP status, so a service means the same whichever route or page starts it.
 */
export type RefusalKind = 'invalid' | 'notFound' | 'forbidden';

export class ServiceError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** The request cannot be done as asked (a rule of the spec refuses it). */
export const invalid = (message: string, extra?: Record<string, unknown>) =>
  new ServiceError('invalid', message, extra);
/** What it names is not there, or not the actor's to see. */
export const notFound = (message: string) => new ServiceError('notFound', message);
/** The actor's role may not do it. */
export const forbidden = (message: string) => new ServiceError('forbidden', message);

/** A refusal the caller may turn into a per-line answer; anything else (a 500) keeps going up. */
export const isRefusal = (error: unknown): error is ServiceError => error instanceof ServiceError;

/** The value a read found, or the refusal that it is not there. */
export function foundOr<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

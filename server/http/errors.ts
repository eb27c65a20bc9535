/** Errors a handler throws; the error handler turns them into the spec's shape (or an HTML page). */
import { apiErrorBody } from '../../src/contract/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra top-level fields of the error body (offer edit adds `product`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const notFound = (message: string) => new HttpError(404, message);

export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { ...apiErrorBody(message), ...extra };
}

/**
 * NUL is a character of no text the store keeps: SQLite's full-text search and PostgreSQL's text
 * columns refuse it, so a NUL that reached a query was a 500 (and on SQLite could be stored). Every
 * route refuses it in any text of the request — query string, path, JSON keys and values, form and
 * multipart fields (all parsed by now) — with a 400 in the spec’s shape, after the route's access and
 * CSRF guards and before its schema and handler read anything. A route may name fields it judges by a
 * rule of its own (`config.nulJudgedBy`): a return address falls back to the home page, a file name
 * is a 404; neither reaches a query.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { MSG } from '../messages';
import { badRequest } from './errors';

/** Whether a parsed value holds a NUL in any string or key (walked without recursion: any depth). */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next))
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
  }
  return false;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level fields (of the query, path or body) the route judges for NUL itself. */
    nulJudgedBy?: readonly string[];
  }
}

/** The request's texts the route leaves to this check: all but the fields it judges itself. */
function checkedPart(value: unknown, own: ReadonlySet<string>): unknown {
  if (own.size === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (Buffer.isBuffer(value)) return value;
  return Object.entries(value).filter(([key]) => !own.has(key));
}

/** An onRoute hook: the NUL check as the last of the route's preValidation steps. */
export function guardAgainstNul(route: RouteOptions): void {
  const own = new Set(route.config?.nulJudgedBy ?? []);
  const refuseNul = async (request: FastifyRequest) => {
    const parts = [request.query, request.params, request.body].map((part) => checkedPart(part, own));
    if (holdsNul(parts)) throw badRequest(MSG.nulCharacter);
  };
  const steps = route.preValidation ?? [];
  route.preValidation = [...(Array.isArray(steps) ? steps : [steps]), refuseNul];
}

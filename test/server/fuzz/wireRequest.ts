/**
 * A generated request as it is sent: the address (each path segment percent-encoded once, the query
 * string), the body in the operation's media type, and the headers a widget (or, for a page, a
 * browser's form post) sends: Accept, X-Requested-With, and the CSRF token and Origin only where the
 * document asks for them. Also the line that replays it by hand.
 */
import { asText, fieldsAsText } from '../../contract/fuzz/fuzzText';
import type { RequestParts } from '../../contract/fuzz/requestParts';
import type { Body } from '../helpers';
import type { FuzzRequest } from './fuzzRequest';

export interface Wire {
  method: string;
  /** Path and query string. */
  url: string;
  body: Body | undefined;
  headers: Record<string, string>;
  /** The document lists the CSRF header: the session's token goes along. */
  csrf: boolean;
  /** The operation lives on the payment frame's origin, which must be the request's Origin. */
  frame: boolean;
}

const encodePath = (value: unknown) => asText(value).split('/').map(encodeURIComponent).join('/');

export function toWire(parts: RequestParts, request: FuzzRequest): Wire {
  const { operation } = parts;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) => encodePath(request.path[name]));
  const query = new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, asText(v)])).toString();
  const headers: Record<string, string> = parts.answersPages
    ? { Accept: 'text/html,application/xhtml+xml' }
    : { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  let body: Body | undefined;
  if (parts.body && request.body) {
    const value = request.body.value;
    if (parts.body.mediaType === 'application/json') body = { json: value };
    else if (parts.body.mediaType === 'multipart/form-data') body = { multipart: fieldsAsText(value) };
    else body = { form: fieldsAsText(value) };
  }
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    body,
    headers,
    csrf: parts.parameters.some((p) => p.in === 'header' && p.name === 'X-CSRF-Token'),
    frame: parts.parameters.some((p) => p.in === 'header' && p.name === 'Origin'),
  };
}

function bodyText(body: Body | undefined): string {
  if (!body) return '(no body)';
  if ('json' in body) return `application/json ${JSON.stringify(body.json)}`;
  if ('form' in body)
    return `application/x-www-form-urlencoded ${new URLSearchParams(Object.entries(body.form).map(([k, v]) => [k, String(v)]))}`;
  if ('multipart' in body) return `multipart/form-data fields ${JSON.stringify(body.multipart)}`;
  return `${body.type} ${body.raw}`;
}

/** One line to send the request again (as that user, with their session's CSRF token where listed). */
export function replayLine(wire: Wire, user: string): string {
  const extras = [
    wire.csrf ? 'X-CSRF-Token: <session token>' : '',
    wire.frame ? 'Origin: <payment origin>' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${user}: ${wire.method} ${wire.frame ? '<payment origin>' : ''}${wire.url}${extras ? ` [${extras}]` : ''} ${bodyText(wire.body)}`;
}

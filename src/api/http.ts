import { DecodeError, isRecord, type Decoder } from '../contract/decode';

/**
 * The one error type of the API client. Its message is for developers and logs; what a user reads
 * comes from i18n/errorText (the server's own text first, then a label for the kind of failure).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error.messages.type text, when it sent one. */
    readonly serverMessage: string | null,
    readonly networkFailure: boolean,
    readonly malformed: boolean,
    readonly aborted = false,
    /** The parsed body of an error answer, for calls whose errors carry more (the offer edit's product). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 401: the session ended (or never was). Every flow sends the user to the login page on it. */
export function isUnauthorized(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401;
}

export interface HttpConfig {
  basePath: string;
  csrfToken: string;
  /** Where relative paths resolve; defaults to the page's origin. */
  origin?: string;
}

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, string | number | boolean> }
  | { kind: 'multipart'; value: Record<string, string | Blob> };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
  /** Path is already absolute from the site root (e.g. /autocomplete) and skips the base path. */
  skipBasePath?: boolean;
}

export const jsonBody = (value: unknown): Body => ({ kind: 'json', value });
export const formBody = (value: Record<string, string | number | boolean>): Body => ({ kind: 'form', value });
export const multipartBody = (value: Record<string, string | Blob>): Body => ({ kind: 'multipart', value });

function encodeBody(body: Body): { payload: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'json':
      return { payload: JSON.stringify(body.value), contentType: 'application/json' };
    case 'form': {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(body.value)) params.append(k, String(v));
      return { payload: params, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    case 'multipart': {
      // The browser sets the multipart boundary itself; a hand-set Content-Type would lose it.
      const data = new FormData();
      for (const [k, v] of Object.entries(body.value)) data.append(k, v);
      return { payload: data };
    }
  }
}

/** The server's error.messages.type, if the body has that shape. */
export function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.error) || !isRecord(body.error.messages)) return null;
  const type = body.error.messages.type;
  return typeof type === 'string' && type.trim() !== '' ? type : null;
}

function transportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  const aborted = signal?.aborted === true || (error as Error)?.name === 'AbortError';
  return new ApiError(
    aborted ? 'request aborted' : `network failure: ${(error as Error)?.message ?? error}`,
    0,
    null,
    !aborted,
    false,
    aborted,
  );
}

export interface HttpClient {
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /** Requests and checks the answer with a decoder; a wrong shape becomes a malformed ApiError. */
  requestChecked<T>(path: string, decoder: Decoder<T>, options?: RequestOptions): Promise<T>;
  url(path: string, skipBasePath?: boolean): string;
}

export function createHttpClient(config: HttpConfig): HttpClient {
  const origin = () => config.origin ?? window.location.origin;

  const url = (path: string, skipBasePath = false) =>
    new URL((skipBasePath ? '' : config.basePath) + path, origin()).toString();

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (config.csrfToken) {
      headers['X-CSRF-Token'] = config.csrfToken;
      headers['X-Requested-With'] = 'XMLHttpRequest';
    }
    let payload: BodyInit | undefined;
    if (options.body) {
      const encoded = encodeBody(options.body);
      payload = encoded.payload;
      if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
    }

    let response: Response;
    let text: string;
    try {
      response = await fetch(url(path, options.skipBasePath), {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: options.signal,
      });
      // Reading the body can fail too (an abort or a dropped connection mid-answer).
      text = await response.text();
    } catch (error) {
      throw transportError(error, options.signal);
    }
    let body: unknown = null;
    let malformed = false;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        malformed = true;
      }
    }
    const serverMessage = serverMessageOf(body);

    if (!response.ok) {
      throw new ApiError(
        serverMessage ?? `HTTP ${response.status}`,
        response.status,
        serverMessage,
        false,
        malformed,
        false,
        body,
      );
    }
    if (malformed) {
      throw new ApiError('the answer is not valid JSON', response.status, null, false, true);
    }
    // Some storefront backends answer 200 with an error body; it is an error all the same.
    if (serverMessage !== null)
      throw new ApiError(serverMessage, response.status, serverMessage, false, false, false, body);
    return body;
  }

  async function requestChecked<T>(path: string, decoder: Decoder<T>, options?: RequestOptions): Promise<T> {
    const body = await request(path, options);
    try {
      return decoder(body, 'response');
    } catch (error) {
      if (error instanceof DecodeError) {
        throw new ApiError(`unexpected answer: ${error.message}`, 200, null, false, true);
      }
      throw error;
    }
  }

  return { request, requestChecked, url };
}

/**
 * What the HTTP import door takes (routes/api/importDoor.ts): where it is, how large a file may be,
 * and a body's media type and text.
 */
import { HttpError } from './errors';
import { MSG } from '../messages';

export const IMPORT_DOOR_PREFIX = '/api/admin/import/';

/**
 * A whole catalogue in one call: 50,000 products of a wide CSV row (about 300 bytes with English
 * names and descriptions) are some 15 MB; twice that leaves room, and stays far from what a Node
 * process holds comfortably while the rows are judged.
 */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** Imports per token and minute (IMPORT_RATE_LIMIT): an ERP job sends a handful. */
export const IMPORT_RATE_PER_MINUTE = 30;

export const IMPORT_MEDIA_TYPES = { 'text/csv': 'csv', 'application/x-ndjson': 'jsonl' } as const;
export type ImportMediaType = keyof typeof IMPORT_MEDIA_TYPES;

/** The file's format by its Content-Type (parameters such as charset aside). */
export function importFormatOf(contentType: string | undefined): 'csv' | 'jsonl' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = IMPORT_MEDIA_TYPES[type as ImportMediaType];
  if (!format) throw new HttpError(415, MSG.importMediaType);
  return format;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text; bytes that are not UTF-8 are a 400 (decoding them would replace them silently). */
export function importText(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new HttpError(400, MSG.importNotUtf8);
  }
}

/** The limit of IMPORT_RATE_LIMIT: a positive whole number, or the default when unset. */
export function importRateLimitOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return IMPORT_RATE_PER_MINUTE;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(
      `IMPORT_RATE_LIMIT must be a whole number of imports per minute, got ${JSON.stringify(value)}`,
    );
  return limit;
}

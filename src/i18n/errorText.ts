import type { PageTranslate } from './translate';

interface ErrorLike {
  serverMessage?: string | null;
  networkFailure?: boolean;
  malformed?: boolean;
  status?: number;
}

/** The text a user sees for a failed call: the server's own message first, then a label for the kind. */
export function errorText(error: unknown, t: PageTranslate): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (e.serverMessage) return e.serverMessage;
  if (e.networkFailure) return t('error.network');
  if (e.malformed) return t('error.malformed');
  if (typeof e.status === 'number' && e.status > 0) return t('error.http', { status: e.status });
  return t('common.technicalError');
}

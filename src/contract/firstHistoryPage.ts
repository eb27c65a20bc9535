import { isRecord } from './decode';

/**
 * The first page a host embeds in an OrderList or OfferList placeholder (data-props firstPage):
 * the query string of the list's first call (domain/history historyApiQuery of the page's URL) and
 * the answer to it, exactly as the list's API answers.
 */
export interface FirstHistoryPage<Answer> {
  query: string;
  answer: Answer;
}

/** The embedded page's parts, unchecked: its answer is decoded by the list's own API decoder. */
export function firstHistoryPageParts(value: unknown): { query: string; answer: unknown } | null {
  if (!isRecord(value) || typeof value.query !== 'string' || !('answer' in value)) return null;
  return { query: value.query, answer: value.answer };
}

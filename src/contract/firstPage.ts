import { productListAnswer, type ProductListAnswer } from './catalog';
import { decode, isRecord } from './decode';

/** The first page a host embeds in a ProductList placeholder: the query its first call would send, and the answer. */
export interface FirstPage {
  query: string;
  answer: ProductListAnswer;
}

/**
 * One decoding per embedded page: the list's first frame and its saga then hold the very same
 * products, and the rows rendered from the first need not render again for the second.
 */
const decoded = new WeakMap<object, ProductListAnswer>();

/**
 * The first page a host embeds in a ProductList placeholder (data-props firstPage: { query, answer }),
 * when it answers exactly `query`, the query string of the list's first call; null for another query.
 * The answer is checked with the API's own decoder: a malformed one throws its DecodeError.
 */
export function embeddedFirstPage(firstPage: unknown, query: string): ProductListAnswer | null {
  if (!isRecord(firstPage) || firstPage.query !== query) return null;
  let answer = decoded.get(firstPage);
  if (!answer) {
    answer = decode(productListAnswer, firstPage.answer, 'firstPage.answer');
    decoded.set(firstPage, answer);
  }
  return answer;
}

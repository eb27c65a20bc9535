import {
  searchQueriesAnswer,
  topQueriesAnswer,
  type SearchQueriesAnswer,
  type SearchType,
  type TopQueriesAnswer,
} from '../contract/admin';
import type { HttpClient } from './http';

/** GET /yonetim/top-queries: the dashboard's three tables. */
export function fetchTopQueries(http: HttpClient): Promise<TopQueriesAnswer> {
  return http.requestChecked('/yonetim/top-queries', topQueriesAnswer);
}

/** GET /yonetim/search_queries?query=&type=kelime|kullanıcı (the term already trimmed and checked). */
export function fetchSearchQueries(
  http: HttpClient,
  query: string,
  type: SearchType,
): Promise<SearchQueriesAnswer> {
  const search = new URLSearchParams({ query, type }).toString();
  return http.requestChecked(`/yonetim/search_queries?${search}`, searchQueriesAnswer);
}

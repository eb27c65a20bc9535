import { topHeaderInfoDecoder, type TopHeaderInfo } from '../contract/topHeader';
import type { HttpClient } from './http';

/** GET /api/catalog/top-header-info (the client sends same-origin credentials on every call). */
export function fetchTopHeaderInfo(http: HttpClient): Promise<TopHeaderInfo> {
  return http.requestChecked('/api/catalog/top-header-info', topHeaderInfoDecoder);
}

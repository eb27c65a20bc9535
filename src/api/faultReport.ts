import {
  faultProductsAnswer,
  subcategoriesAnswer,
  type FaultProduct,
  type Subcategory,
} from '../contract/faultReport';
import type { HttpClient } from './http';

const idSegment = (id: number) => encodeURIComponent(String(id));

/** GET /api/catalog/faultreport/basecategories/{id}: the categories under id (0: the top level). */
export function fetchSubcategories(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<Subcategory[]> {
  return http.requestChecked(
    `/api/catalog/faultreport/basecategories/${idSegment(id)}`,
    subcategoriesAnswer,
    {
      signal,
    },
  );
}

/** GET /api/catalog/faultreport/product/{id}: the products of a category (id, name, code). */
export function fetchFaultProducts(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<FaultProduct[]> {
  return http.requestChecked(`/api/catalog/faultreport/product/${idSegment(id)}`, faultProductsAnswer, {
    signal,
  });
}

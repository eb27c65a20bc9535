/** Fault-report product picker: category levels, then the products of a category. */
import { arrayOf, num, object, str, type Decoded } from './decode';

/** GET /api/catalog/faultreport/basecategories/{id}; id 0 gives the top level. */
export const subcategoriesAnswer = arrayOf(object({ id: num, name: str }));
export type Subcategory = Decoded<typeof subcategoriesAnswer>[number];

/** GET /api/catalog/faultreport/product/{id}. */
export const faultProductsAnswer = arrayOf(object({ id: num, name: str, code: str }));
export type FaultProduct = Decoded<typeof faultProductsAnswer>[number];

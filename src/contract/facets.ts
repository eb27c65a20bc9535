/**
 * Facets of a product list (category, brand and search pages): the optional `facets` field of the
 * product API's answer and of the list's first page. A host without facets sends none and the list is
 * drawn as before. Each facet names its values with their counts for the current result; the chosen
 * values travel in the page's `filters=` parameter (domain/catalog/listFilters), so a link or Back
 * restores them.
 */
import { arrayOf, bool, literal, num, object, optional, str, type Decoded } from './decode';

/** One value of a facet: `value` is what `filters=` carries, `label` what the viewer reads. */
export const facetValueDecoder = object({
  value: str,
  label: str,
  count: num,
  selected: optional(bool, false),
});
export type FacetValue = Decoded<typeof facetValueDecoder>;

/**
 * A facet: `key` is its name in `filters=` (`brand`, `model`, `category`, `stock`, `price`, or an
 * attribute's key such as `poles`, `rating`, `sensitivity`, `colour`, `wattage`, `base`, `ip`,
 * `colourTemperature`). `values` lists the choices (several of one facet are OR, facets are AND);
 * a `range` facet (price) gives its bounds in `min`/`max` and the chosen ones in `from`/`to`.
 */
export const facetDecoder = object({
  key: str,
  label: str,
  kind: literal('values', 'range', 'toggle'),
  values: optional(arrayOf(facetValueDecoder), []),
  min: optional(num, 0),
  max: optional(num, 0),
  from: optional(num, 0),
  to: optional(num, 0),
  currency: optional(str, ''),
});
export type Facet = Decoded<typeof facetDecoder>;

export const facetsDecoder = optional(arrayOf(facetDecoder), []);

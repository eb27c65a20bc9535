import { parsePriceRange, type ListFilters } from './listFilters';
import { PRICE_FILTER_KEY } from './priceRangeInput';

/** What of a facet (contract/facets) names the chosen values. */
export interface NamingFacet {
  key: string;
  label: string;
  kind: string;
  values: readonly { value: string; label: string }[];
}

/** One chosen filter value as the chips above the list name it. */
export interface ChosenFilter {
  key: string;
  value: string;
  /** The facet's label; the key when the answer has no such facet (yet). */
  facetLabel: string;
  /** The value's label; the value itself when the facet does not list it. */
  label: string;
  /** For a range facet: its bounds, for the widget to write as money. */
  range: { from: number | null; to: number | null } | null;
}

/**
 * The chosen values in the order chosen, labelled by the answer's facets. A value chosen in the URL
 * stays listed (and removable) even when the answer does not name it.
 */
export function chosenFilters(filters: ListFilters, facets: readonly NamingFacet[]): ChosenFilter[] {
  return Object.entries(filters).flatMap(([key, values]) => {
    const facet = facets.find((f) => f.key === key);
    return values.map((value) => ({
      key,
      value,
      facetLabel: facet?.label ?? key,
      label: facet?.values.find((v) => v.value === value)?.label ?? value,
      range: facet?.kind === 'range' || key === PRICE_FILTER_KEY ? parsePriceRange(value) : null,
    }));
  });
}

/** How many values are chosen. */
export const chosenCount = (filters: ListFilters): number =>
  Object.values(filters).reduce((sum, values) => sum + values.length, 0);

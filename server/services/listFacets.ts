/**
 * The list's filters (facets): the product list a page names (its category, brand or search, in its
 * order) narrowed by the values chosen in `filters=` (domain/catalog/listFilters: several values of a
 * facet are OR, facets are AND), and for each facet its values with how many products of the list
 * each would give, the other facets' choices applied but not its own, so choosing one brand still
 * shows the others. Counted in memory over the kept list and the facet table: no query per value.
 */
import type { Facet, FacetValue } from '../../src/contract/facets';
import { ATTRIBUTE_KEYS, COLOURS, type AttributeKey } from '../../src/domain/catalog/productAttributes';
import { parsePriceRange, type ListFilters } from '../../src/domain/catalog/listFilters';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { FacetRow, FacetTable } from '../repo/facetTable';
import { FACET_LABELS } from './facetLabels';

type ValueFacet = 'category' | 'brand' | 'model' | AttributeKey;
const VALUE_FACETS: readonly ValueFacet[] = ['category', 'brand', 'model', ...ATTRIBUTE_KEYS];

/** A product of the list: its id, its facet row, whether in stock, its price in whole TRY. */
interface Listed {
  id: number;
  row: FacetRow | undefined;
  inStock: boolean;
  price: number;
}

const valueOf = (facet: ValueFacet, row: FacetRow | undefined): string | undefined => {
  if (!row) return undefined;
  if (facet === 'category') return String(row.category);
  if (facet === 'brand') return row.brand;
  if (facet === 'model') return row.model === null ? undefined : String(row.model);
  return row.attributes[facet];
};

/** Whether a product passes one facet's choices (true when the facet has none). */
function passes(key: string, values: readonly string[], product: Listed): boolean {
  if (key === 'stock') return !values.includes('1') || product.inStock;
  if (key === 'price') {
    const range = parsePriceRange(values[0]!);
    return (
      range === null ||
      ((range.from === null || product.price >= range.from) &&
        (range.to === null || product.price <= range.to))
    );
  }
  if (!(VALUE_FACETS as readonly string[]).includes(key)) return true;
  const value = valueOf(key as ValueFacet, product.row);
  return value !== undefined && values.includes(value);
}

function labelOf(facet: ValueFacet, value: string, table: FacetTable, locale: LocaleCode): string {
  const pick = (named: { tr: string; en: string } | undefined) => (named ? named[locale] : value);
  if (facet === 'category') return pick(table.categories.get(Number(value)));
  if (facet === 'brand') return pick(table.brands.get(value));
  if (facet === 'model') return pick(table.models.get(Number(value)));
  if (facet === 'colour') return pick(COLOURS[value]);
  return value;
}

export interface FacetedList {
  /** The list's ids after the choices, in its order. */
  ids: number[];
  facets: Facet[];
}

/** Narrows a list by the choices and counts its facets. `facts`: listFacts of the same list. */
export function facetedList(
  all: Int32Array,
  facts: Int32Array,
  table: FacetTable,
  chosen: ListFilters,
  locale: LocaleCode,
): FacetedList {
  const listed: Listed[] = Array.from(all, (id, i) => ({
    id,
    row: table.rows.get(id),
    inStock: facts[2 * i] === 1,
    price: facts[2 * i + 1] ?? 0,
  }));
  const keys = Object.keys(chosen).filter((key) => chosen[key]!.length > 0);
  // For each product, the facets whose choices it fails: it counts for a facet's values when it fails
  // no other facet.
  const failed = listed.map((product) => keys.filter((key) => !passes(key, chosen[key]!, product)));
  const passesAllBut = (i: number, facet: string) => failed[i]!.every((key) => key === facet);
  const facets: Facet[] = [];
  const words = FACET_LABELS[locale];
  for (const facet of VALUE_FACETS) {
    const counts = new Map<string, number>();
    listed.forEach((product, i) => {
      const value = valueOf(facet, product.row);
      if (value !== undefined && passesAllBut(i, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
    });
    const selected = chosen[facet] ?? [];
    if (counts.size < 2 && selected.length === 0) continue;
    const values: FacetValue[] = [...counts]
      .map(([value, count]) => ({
        value,
        label: labelOf(facet, value, table, locale),
        count,
        selected: selected.includes(value),
      }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale === 'tr' ? 'tr-TR' : 'en'));
    facets.push({
      key: facet,
      label: words[facet],
      kind: 'values',
      values,
      min: 0,
      max: 0,
      from: 0,
      to: 0,
      currency: '',
    });
  }
  const priced = listed.filter((p, i) => passesAllBut(i, 'price') && p.price > 0).map((p) => p.price);
  // A loop, not Math.min(...priced): a list of 50,000 prices is too many arguments for a call.
  const lowest = priced.reduce((a, b) => Math.min(a, b), Infinity);
  const highest = priced.reduce((a, b) => Math.max(a, b), -Infinity);
  if (priced.length > 0 && lowest < highest) {
    const range = chosen.price?.[0] ? parsePriceRange(chosen.price[0]) : null;
    facets.push({
      key: 'price',
      label: words.price,
      kind: 'range',
      values: [],
      min: lowest,
      max: highest,
      from: range?.from ?? 0,
      to: range?.to ?? 0,
      currency: 'TRY',
    });
  }
  const inStock = listed.filter((p, i) => passesAllBut(i, 'stock') && p.inStock).length;
  if (inStock > 0)
    facets.push({
      key: 'stock',
      label: words.stock,
      kind: 'toggle',
      values: [
        { value: '1', label: words.inStock, count: inStock, selected: (chosen.stock ?? []).includes('1') },
      ],
      min: 0,
      max: 0,
      from: 0,
      to: 0,
      currency: '',
    });
  return { ids: listed.filter((_p, i) => failed[i]!.length === 0).map((p) => p.id), facets };
}

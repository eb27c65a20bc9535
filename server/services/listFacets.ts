/**
 * The list's filters (facets): the product list a page names (its category, brand or search, in its
 * order) narrowed by the values chosen in `filters=` (domain/catalog/listFilters: several values of a
 * facet are OR, facets are AND), and for each facet its values with how many products of the list
 * each would give, the other facets' choices applied but not its own, so choosing one brand still
 * shows the others. Counted in memory over the kept list, the facet table and the catalogue's stock
 * and prices: no query per facet or value.
 */
import type { Facet, FacetValue } from '../../src/contract/facets';
import { COLOURS } from '../../src/domain/catalog/productAttributes';
import { parsePriceRange, STOCK_FACET, type ListFilters } from '../../src/domain/catalog/listFilters';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import { VALUE_FACETS, type FacetTable, type ValueFacet } from '../repo/facetTable';
import { FACET_LABELS } from './facetLabels';

/** Bits of a product's failed choices: one per value facet, then price, then stock. */
const PRICE_BIT = VALUE_FACETS.length;
const STOCK_BIT = VALUE_FACETS.length + 1;

function labelOf(facet: ValueFacet, value: string, table: FacetTable, locale: LocaleCode): string {
  const pick = (named: { tr: string; en: string } | undefined) => (named ? named[locale] : value);
  if (facet === 'category') return pick(table.categories.get(Number(value)));
  if (facet === 'brand') return pick(table.brands.get(value));
  if (facet === 'model') return pick(table.models.get(Number(value)));
  if (facet === 'colour') return pick(COLOURS[value]);
  return value;
}

const NO_RANGE = { min: 0, max: 0, from: 0, to: 0, currency: '' };

/** Where each product id's facts begin in catalogueFacts (-1: none), kept per facts array. */
const factIndexes = new WeakMap<Int32Array, Int32Array>();
function factIndex(facts: Int32Array): Int32Array {
  let index = factIndexes.get(facts);
  if (!index) {
    let top = 0;
    for (let i = 0; i < facts.length; i += 3) top = Math.max(top, facts[i]!);
    index = new Int32Array(top + 1).fill(-1);
    for (let i = 0; i < facts.length; i += 3) index[facts[i]!] = i;
    factIndexes.set(facts, index);
  }
  return index;
}

export interface FacetedList {
  /** The list's ids after the choices, in its order. */
  ids: number[];
  facets: Facet[];
}

/**
 * Narrows a list by the choices and counts its facets. `facts`: catalogueFacts (id, in stock, price
 * per product, three numbers each).
 */
export function facetedList(
  all: Int32Array,
  facts: Int32Array,
  table: FacetTable,
  chosen: ListFilters,
  locale: LocaleCode,
): FacetedList {
  const factAt = factIndex(facts);
  // Each facet's chosen values as numbers (a value no product has is none of them: it finds nothing).
  const wanted = VALUE_FACETS.map((facet, f) => {
    const names = chosen[facet] ?? [];
    return names.length === 0
      ? null
      : // An unknown name is -2: no product has it (-1 is a product without a value).
        new Set(names.map((name) => table.values[f]!.indexOf(name)).map((n) => (n < 0 ? -2 : n)));
  });
  const range = chosen.price?.[0] ? parsePriceRange(chosen.price[0]) : null;
  const stockOnly = (chosen.stock ?? []).includes('1');
  const counts = VALUE_FACETS.map((_facet, f) => new Int32Array(table.values[f]!.length));
  const ids: number[] = [];
  let lowest = Infinity;
  let highest = -Infinity;
  let inStock = 0;
  const width = VALUE_FACETS.length;
  for (const id of all) {
    const row = id * width;
    const known = row + width <= table.rows.length;
    const at = id < factAt.length ? factAt[id]! : -1;
    const stocked = at >= 0 && facts[at + 1] === 1;
    const price = at >= 0 ? facts[at + 2]! : 0;
    const valueAt = (f: number) => (known ? table.rows[row + f]! : -1);
    // Which choices the product fails, as bits: it counts for a facet when it fails no other.
    let failed = 0;
    for (let f = 0; f < wanted.length; f++) if (wanted[f] && !wanted[f]!.has(valueAt(f))) failed |= 1 << f;
    if (range && !((range.from === null || price >= range.from) && (range.to === null || price <= range.to)))
      failed |= 1 << PRICE_BIT;
    if (stockOnly && !stocked) failed |= 1 << STOCK_BIT;
    if (failed === 0) ids.push(id);
    for (let f = 0; f < width; f++) {
      const n = valueAt(f);
      if (n >= 0 && (failed & ~(1 << f)) === 0) counts[f]![n]!++;
    }
    if ((failed & ~(1 << PRICE_BIT)) === 0 && price > 0) {
      if (price < lowest) lowest = price;
      if (price > highest) highest = price;
    }
    if ((failed & ~(1 << STOCK_BIT)) === 0 && stocked) inStock++;
  }
  const words = FACET_LABELS[locale];
  const facets: Facet[] = [];
  VALUE_FACETS.forEach((facet, f) => {
    const selected = chosen[facet] ?? [];
    // A chosen value stays offered with 0, so it can be taken away.
    const offered = [...counts[f]!.entries()].filter(
      ([n, count]) => count > 0 || selected.includes(table.values[f]![n]!),
    );
    if (offered.length < 2 && selected.length === 0) return;
    const values: FacetValue[] = offered
      .map(([n, count]) => {
        const value = table.values[f]![n]!;
        return {
          value,
          label: labelOf(facet, value, table, locale),
          count,
          selected: selected.includes(value),
        };
      })
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale === 'tr' ? 'tr-TR' : 'en'));
    facets.push({ key: facet, label: words[facet], kind: 'values', values, ...NO_RANGE });
  });
  if (lowest < highest)
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
  if (inStock > 0)
    facets.push({
      key: STOCK_FACET,
      label: words.stock,
      kind: 'toggle',
      values: [{ value: '1', label: words.inStock, count: inStock, selected: stockOnly }],
      ...NO_RANGE,
    });
  return { ids, facets };
}

/**
 * Catalogue resources (Product / Unit / child product): what GET /api/catalog/products,
 * /autocomplete and the ProductDetail / Campaign placeholders carry. Field names as in the spec.
 */
import {
  arrayOf,
  literal,
  num,
  numeric,
  nullable,
  object,
  optional,
  str,
  withOptionalField,
  withOptionalText,
  type Decoded,
} from './decode';
import { facetsDecoder, type Facet } from './facets';
import { eachPlanPrice } from '../domain/checkout/planPrice';
import { SORT_KEYS, type SortKey } from '../domain/catalog/sortOptions';

/** A money value in its own currency (TRY, USD, EUR; 'TL' means TRY). */
export const priceDecoder = object({ value: numeric, currency: str });
export type Price = Decoded<typeof priceDecoder>;

/**
 * A sales unit: ADET 1, PAKET 6, KOLİ 24 …; prices are per unit (not per piece). value is the unit's
 * stored name, which also identifies it (productValue, the quick order pad, the reorder match);
 * label, when the host gives it, is that name in the viewer's language, for display only
 * (domain/cart/units unitLabel).
 */
export const unitDecoder = withOptionalText(
  object({
    id: num,
    value: str,
    multiplier: numeric,
    defaultPrice: priceDecoder,
    listPrice: priceDecoder,
    barcode: str,
  }),
  'label',
);
export type Unit = Decoded<typeof unitDecoder>;

export const inventoryDecoder = object({ warehouseName: str, quantity: numeric });
export type Inventory = Decoded<typeof inventoryDecoder>;

/** One variant dimension of a child product: code 'renk', name 'Renk', values[0].name 'Beyaz'. */
export const variantDecoder = object({ code: str, name: str, values: arrayOf(object({ name: str })) });
export type Variant = Decoded<typeof variantDecoder>;

export const brandDecoder = object({ code: str, name: str });
export const modelDecoder = object({ id: num, name: str });

const productFields = {
  id: num,
  code: str,
  barcode: str,
  name: str,
  /** URL slug; the detail page is /{seo}-p-{id}. */
  seo: str,
  /** File name under the config's imageBasePath; '' when the product has no image. */
  image: str,
  varyantx: arrayOf(object({ image: str, name: str })),
  brand: brandDecoder,
  model: nullable(modelDecoder),
  description: str,
  metaTitle: str,
  metaDescription: str,
  metaKeywords: str,
  taxRate: numeric,
  currency: str,
  /** Stock in the base unit (multiplier 1), summed over warehouses. */
  quantity: numeric,
  inventory: arrayOf(inventoryDecoder),
  /** Id of the default entry in units. */
  defaultUnit: num,
  units: arrayOf(unitDecoder),
  salePrice: priceDecoder,
  listPrice: priceDecoder,
  /** Each payment plan's price per base unit (domain/checkout/planPrice). */
  ...eachPlanPrice(() => priceDecoder),
  /** Comma-separated equivalent codes ('Muadil Kodlar'); '' when none. */
  equivalentCode: str,
  ozelkod: str,
  ozelkod2: str,
  ozelkod3: str,
  ozelkod4: str,
  ozelkod5: str,
  /** 0: a variant must be chosen first (a family's master product); 1: can be added. */
  variantCheck: num,
  /** The variant values of a child product; [] for products without variants. */
  variants: arrayOf(variantDecoder),
};

/**
 * nameLang: the language `name` is written in where it is not the page's ('tr' on an English page for
 * a product the store gave no English name); absent, the page's. Widgets mark such a name lang="tr".
 */
const NAME_LANGS = ['tr', 'en'] as const;
export const childProductDecoder = withOptionalField(
  object(productFields),
  'nameLang',
  literal(...NAME_LANGS),
);
export type ChildProduct = Decoded<typeof childProductDecoder>;

/** A product; `children` is filled on detail pages (the variant family), [] elsewhere. */
export const productDecoder = withOptionalField(
  object({
    ...productFields,
    children: optional(arrayOf(childProductDecoder), []),
  }),
  'nameLang',
  literal(...NAME_LANGS),
);
export type Product = Decoded<typeof productDecoder>;

/** GET /api/catalog/products{path}{query}: one page of products. */
export const productListAnswer = object({
  products: arrayOf(productDecoder),
  total: num,
  limit: num,
  page: num,
  // Optional: a host without facets sends none (contract/facets.ts).
  facets: facetsDecoder,
});
/** A host without facets leaves the field out (the decoder then gives none). */
export type ProductListAnswer = Omit<Decoded<typeof productListAnswer>, 'facets'> & { facets?: Facet[] };

/** The sort keys the product API honours (besides q, brand and filters on /search): the spec's eight. */
export const SORT_OPTIONS = SORT_KEYS;
export type SortOption = SortKey;
export const PRODUCT_LIST_MAX_LIMIT = 100;
export const PRODUCT_LIST_DEFAULT_LIMIT = 24;

/** GET /autocomplete?q=: link is /{url}-p-{id}. */
export const autocompleteResult = object({ id: num, name: str, code: str, image: str, url: str });
export const autocompleteAnswer = arrayOf(autocompleteResult);
export type AutocompleteResult = Decoded<typeof autocompleteResult>;

export const campaignDecoder = object({ name: str, products: arrayOf(productDecoder) });
export type Campaign = Decoded<typeof campaignDecoder>;

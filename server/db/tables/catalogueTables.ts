/** The catalogue's tables: products and what describes them, stock, campaigns, and what search keeps. (Kysely's view of them: server/db/tables.ts.) */
import type { Generated } from 'kysely';

export interface BrandsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  slug: string;
  position: number;
  name_en: string | null;
}

export interface CurrenciesTable {
  id: Generated<number>;
  code: string;
  exchange_rate: number;
  is_default: Generated<number>;
}

export interface ModelsTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  slug: string;
}

export interface ProductAttributesTable {
  product_id: number;
  /** An attribute's key (ATTRIBUTE_KEYS of src/domain/catalog/productAttributes: 'rating'). */
  attribute: string;
  /** Its value as a product name's rules write it ('16A', 'IP65', 'beyaz'). */
  value: string;
}

export interface ProductImagesTable {
  product_id: number;
  image: string;
  name: string;
  position: number;
}

export interface ProductUnitsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  multiplier: number;
  sale_price: number;
  list_price: number;
  barcode: string;
  is_default: number;
  position: number;
}

export interface ProductVariantsTable {
  product_id: Generated<number>;
  code: string;
  name: string;
  value: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  parent_id: number | null;
  code: string;
  barcode: string;
  name: string;
  seo: string;
  image: string;
  brand_id: number;
  model_id: number | null;
  category_id: number;
  description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  tax_rate: number;
  currency: string;
  sale_price: number;
  list_price: number;
  adv1: number;
  adv2: number;
  adv3: number;
  adv4: number;
  adv5: number;
  equivalent_code: string;
  ozelkod: string;
  ozelkod2: string;
  ozelkod3: string;
  ozelkod4: string;
  ozelkod5: string;
  variant_check: number;
  position: number;
  search_text: string;
  name_rank: number;
  brand_rank: number;
  stock_total: Generated<number>;
  price_key: Generated<number>;
  name_en: string | null;
}

export interface StockTable {
  product_id: Generated<number>;
  warehouse_id: Generated<number>;
  quantity: number;
}

export interface WarehousesTable {
  id: Generated<number>;
  name: string;
}

export interface CampaignsTable {
  id: Generated<number>;
  name: string;
  active: number;
  name_en: string | null;
}

export interface CampaignProductsTable {
  campaign_id: number;
  product_id: number;
  position: number;
}

export interface SearchSynonymsTable {
  id: Generated<number>;
  /** A group's phrases, '|' between them ('kaçak akım|RCD|RCCB'). */
  phrases: string;
}

export interface SearchQueriesTable {
  id: Generated<number>;
  user_id: number | null;
  query: string;
  created_at: string;
}

export interface SearchWindowsTable {
  key: string;
  started_at: number;
  count: number;
}

/** A picture served at /images/{name} (migration 5): the seed's drawings and the logos. */
export interface ImagesTable {
  name: string;
  data: Buffer;
}

/** The kinds of import, one module each. */
import type { ImportKindModule } from './kind';
import { customersKind } from './customers';
import { pricesKind } from './prices';
import { productsKind } from './products';
import { stockKind } from './stock';
import { synonymsKind } from './synonyms';

export const KIND_MODULES: Partial<Record<string, ImportKindModule<unknown>>> = {
  products: productsKind as ImportKindModule<unknown>,
  stock: stockKind as ImportKindModule<unknown>,
  prices: pricesKind as ImportKindModule<unknown>,
  customers: customersKind as ImportKindModule<unknown>,
  synonyms: synonymsKind as ImportKindModule<unknown>,
};

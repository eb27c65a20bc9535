/** The kinds of import, one module each; a kind not here yet throws ImportFileError when asked for. */
import type { ImportKindModule } from './kind';
import { pricesKind } from './prices';
import { productsKind } from './products';
import { stockKind } from './stock';

export const KIND_MODULES: Partial<Record<string, ImportKindModule<unknown>>> = {
  products: productsKind as ImportKindModule<unknown>,
  stock: stockKind as ImportKindModule<unknown>,
  prices: pricesKind as ImportKindModule<unknown>,
};

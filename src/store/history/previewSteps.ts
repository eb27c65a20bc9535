/**
 * The state steps the two line previews share ('Tekrar Sipariş Ver' in the quick order area, the
 * offer's 'Düzenle' in the offer list): called from their slices' reducers, on immer drafts.
 */
import type { Product } from '../../contract/catalog';

/** What both previews keep while they fetch today's products and send the lines. */
export interface PreviewLoad {
  status: string;
  /** Today's products of the document's lines, by id (a missing one is no longer sold). */
  products: Record<number, Product>;
  message: string | null;
}

export const previewSteps = {
  productsLoaded(preview: PreviewLoad, products: Product[]) {
    preview.products = Object.fromEntries(products.map((p) => [p.id, p]));
    preview.status = 'ready';
    preview.message = null;
  },
  loadFailed(preview: PreviewLoad, message: string) {
    preview.status = 'failed';
    preview.message = message;
  },
  sending(preview: PreviewLoad) {
    preview.status = 'sending';
    preview.message = null;
  },
};

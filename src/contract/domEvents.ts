/** DOM events the bundle raises on document, so host scripts can react. */
/** The first mount pass has committed: every placeholder found at start has its island. */
export const READY_EVENT = 'b2b:ready';
/** Every eager island found at start shows its widget with its data (or its error state). */
export const RENDERED_EVENT = 'b2b:rendered';
export const CART_CHANGED_EVENT = 'b2b:cart-changed';

export interface CartChangedDetail {
  /** What happened: add, remove, clear, load, quantity, unit … */
  operation: string;
  itemCount: number;
  productId?: number;
}

export function emitReady(doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent(READY_EVENT));
}

export function emitRendered(doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent(RENDERED_EVENT));
}

export function emitCartChanged(detail: CartChangedDetail, doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail }));
}

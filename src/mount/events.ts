/** DOM events the bundle raises on document, so host scripts can react. */
export const READY_EVENT = 'b2b:ready';
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

export function emitCartChanged(detail: CartChangedDetail, doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail }));
}

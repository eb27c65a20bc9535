/**
 * What an order without a description carries as its note. It is data stored with the order and read
 * by the seller, not interface text, so it is Turkish whatever the visitor's locale.
 */
export const NO_ORDER_NOTE = 'Sipariş notu yok';

/** The order note sent with an order: the description, or 'Sipariş notu yok' when empty or only blanks. */
export function orderNote(description: string | null | undefined): string {
  const trimmed = (description ?? '').trim();
  return trimmed === '' ? NO_ORDER_NOTE : trimmed;
}

/**
 * The note saved with an order is what the customer typed, trimmed: an order without one stores ''.
 * The spec's 'Sipariş notu yok' is how an empty note is shown (a label in the viewer's language,
 * see noteShown), never stored data: a stored Turkish default showed on English pages.
 */
export function orderNote(description: string | null | undefined): string {
  return (description ?? '').trim();
}

/** A note to show: the text when there is one, else null (the screen shows its 'no note' label). */
export function noteShown(description: string | null | undefined): string | null {
  const note = orderNote(description);
  return note === '' ? null : note;
}

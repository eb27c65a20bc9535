/**
 * Search suggestions are requested only for non-empty trimmed input; the trimmed text is the query.
 * null means: do not request (and clear what is shown).
 */
export function suggestionQuery(input: string | null | undefined): string | null {
  const query = (input ?? '').trim();
  return query === '' ? null : query;
}

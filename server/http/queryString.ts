/**
 * The query string parser of the host. A repeated parameter (`?q=a&q=b`, two `brand`s or `filters`)
 * keeps its first value: every route reads one string per name, and an array where a string is
 * expected must never become a 500.
 */
export function firstValueQuery(text: string): Record<string, string> {
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(text)) if (!(name in query)) query[name] = value;
  return query;
}

/** URL slugs of catalogue names, for the seed and the ERP import alike. */
const ASCII_OF: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** URL slug: 'Topraklı Priz 2,5 mm²' → 'toprakli-priz-2-5-mm2'. */
export function slugify(s: string): string {
  return s
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıiöşüâîû]/g, (c) => ASCII_OF[c] ?? c)
    .replace(/²/g, '2')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

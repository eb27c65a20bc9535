/** The storefront's languages: Turkish and English. */
export const LOCALES = ['tr', 'en'] as const;
export type LocaleCode = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is LocaleCode {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * Where a language change reloads to. A catalogue address of the shape /{locale}/{brand}/{url}
 * names its language itself, so it gets the chosen one in its first segment (reloading it as it is
 * would bring the old language back); every other address reloads unchanged (null).
 */
export function pathForLocale(pathname: string, basePath: string, locale: LocaleCode): string | null {
  const base = basePath.replace(/\/+$/, '');
  if (base !== '' && !pathname.startsWith(`${base}/`)) return null;
  const rest = pathname.slice(base.length);
  const match = /^\/(tr|en)(\/[^/]+\/[^/]+\/?)$/.exec(rest);
  if (!match || match[1] === locale) return null;
  return `${base}/${locale}${match[2]}`;
}

import type { LocaleCode } from '../chrome/locales';

/**
 * The lang attribute a product name needs on a page in `page`: the name's language when the host
 * says it is another (a Turkish name standing in for a missing English one), else none, so screen
 * readers and hyphenation read it in its own language.
 */
export function nameLangAttribute(
  nameLang: LocaleCode | undefined,
  page: LocaleCode,
): LocaleCode | undefined {
  return nameLang && nameLang !== page ? nameLang : undefined;
}

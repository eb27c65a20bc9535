import { nameLangAttribute } from '../../domain/catalog/nameLang';
import type { LocaleCode } from '../../domain/chrome/locales';
import { selectLocale } from '../../store/chrome/locale';
import { useAppSelector } from '../../store/core/hooks';

/** The lang attribute of a product's name on this page (domain/catalog/nameLang). */
export function useNameLang(product: { nameLang?: LocaleCode }): LocaleCode | undefined {
  return nameLangAttribute(product.nameLang, useAppSelector(selectLocale));
}

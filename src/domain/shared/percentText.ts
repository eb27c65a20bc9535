import type { LocaleCode } from '../chrome/locales';

const NUMBER_LOCALE: Record<LocaleCode, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * A percentage as each language writes it: Turkish puts the sign first ('%20', '%2,05'), English
 * after the number ('20%', '2.05%'). A value that is no number reads as 0.
 */
export function percentText(value: number, locale: LocaleCode): string {
  const number = new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 2 }).format(
    Number.isFinite(value) ? value : 0,
  );
  return locale === 'en' ? `${number}%` : `%${number}`;
}

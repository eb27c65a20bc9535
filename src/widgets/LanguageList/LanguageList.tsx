import { LOCALES, type LocaleCode } from '../../domain/chrome/locales';
import type { PageLabelKey } from '../../i18n/translate';
import { usePageT } from '../../i18n/usePageT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { languageActions, selectLanguage } from '../../store/chrome/language';
import { selectLocale } from '../../store/chrome/locale';
import './LanguageList.css';

const NAMES: Record<LocaleCode, PageLabelKey> = { tr: 'language.tr', en: 'language.en' };

/**
 * The language switcher: Turkish and English as buttons, the current one
 * pressed. Choosing the other saves the locale and reloads the page in it (the language saga).
 */
export function LanguageList() {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectLocale);
  const { saving, failed } = useAppSelector(selectLanguage);
  return (
    <div className="b2b-language-list">
      <ul className="b2b-language-list__items" role="list" aria-label={t('language.label')}>
        {LOCALES.map((locale) => {
          const current = locale === active;
          return (
            <li key={locale}>
              <button
                type="button"
                className="b2b-language-list__button"
                lang={locale}
                aria-pressed={current}
                aria-busy={saving === locale}
                disabled={saving !== null}
                onClick={() => {
                  if (!current) dispatch(languageActions.chosen(locale));
                }}
              >
                {t(NAMES[locale])}
              </button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <span className="b2b-language-list__error" role="alert">
          {t('language.saveFailed')}
        </span>
      )}
    </div>
  );
}

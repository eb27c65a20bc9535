import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { WIDGET_PROPS } from '../../contract/widgetProps';
import { useT } from '../../i18n/useT';
import { cookieConsentActions, selectCookieConsent } from '../../store/cookieConsent';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import './CookieButton.css';

/**
 * The cookie notice (spec sections 2 and 4), shown while no cookie choice is stored (the host says
 * so with `accepted`). Tamam hides it and saves the choice; if saving fails it comes back saying so.
 * It takes its own place in the page flow, so it never lies over buttons on a phone.
 */
export function CookieButton(props: Record<string, unknown>) {
  const { accepted } = useMemo(() => decode(WIDGET_PROPS.CookieButton, props, 'data-props'), [props]);
  const t = useT();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectCookieConsent);
  if (accepted || consent.accepted) return null;
  return (
    <section className="b2b-cookie" aria-label={t('cookie.label')}>
      <div className="b2b-cookie__inner">
        <p className="b2b-cookie__text">{t('cookie.text')}</p>
        {consent.failed && (
          <p className="b2b-cookie__error" role="alert">
            {t('cookie.saveFailed')}
          </p>
        )}
        <button
          type="button"
          className="b2b-cookie__accept"
          onClick={() => dispatch(cookieConsentActions.acceptRequested())}
        >
          {t('cookie.accept')}
        </button>
      </div>
    </section>
  );
}

import { useMemo, useRef } from 'react';
import { decode } from '../../contract/decode';
import { cookieButtonPropsDecoder } from '../../contract/props/chromeProps';
import { usePageT } from '../../i18n/usePageT';
import { cookieConsentActions, selectCookieConsent } from '../../store/chrome/cookieConsent';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { focusNextAfter } from '../../ui/focus';
import './CookieButton.css';

/**
 * The cookie notice, shown while no cookie choice is stored (the host says
 * so with `accepted`). Tamam hides it and saves the choice; if saving fails it comes back saying so.
 * It takes its own place in the page flow, so it never lies over buttons on a phone.
 */
export function CookieButton(props: Record<string, unknown>) {
  const { accepted } = useMemo(() => decode(cookieButtonPropsDecoder, props, 'data-props'), [props]);
  const t = usePageT();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectCookieConsent);
  const notice = useRef<HTMLElement>(null);
  if (accepted || consent.accepted) return null;
  const accept = () => {
    // The notice leaves the page with its button: the focus goes on to what Tab would reach next
    //, not back to <body>.
    if (notice.current?.contains(document.activeElement)) focusNextAfter(notice.current);
    dispatch(cookieConsentActions.acceptRequested());
  };
  return (
    <section className="b2b-cookie" aria-label={t('cookie.label')} ref={notice}>
      <div className="b2b-cookie__inner">
        <p className="b2b-cookie__text">{t('cookie.text')}</p>
        {consent.failed && (
          <p className="b2b-cookie__error" role="alert">
            {t('cookie.saveFailed')}
          </p>
        )}
        <button type="button" className="b2b-cookie__accept" onClick={accept}>
          {t('cookie.accept')}
        </button>
      </div>
    </section>
  );
}

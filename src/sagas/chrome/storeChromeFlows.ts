/** The lazy chunk of the store chrome's flows (top bar, language, cookie notice). */
export { runCookieConsent } from './cookieConsent';
export { runLanguage } from './language';
export { runTopHeader } from './topHeader';

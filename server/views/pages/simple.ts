/** Bodies of the pages that are mostly one widget: a heading and the placeholder with its props. */
import { html, placeholder, prerenderable, type SafeHtml } from '../../http/html';
import type { HostText } from '../text';

export const widgetPage = (title: string, name: string, props?: unknown, intro?: string): SafeHtml =>
  html`<h1>${title}</h1>
    ${intro ? html`<p class="intro">${intro}</p>` : ''} ${placeholder(name, props)}`;

/**
 * A page whose widget is drawn on the server from its props (views/prerender.ts): its first answer
 * rides in them, so the page's main content paints before any script.
 */
export const prerenderedWidgetPage = (
  title: string,
  name: string,
  props: Record<string, unknown>,
): SafeHtml =>
  html`<h1>${title}</h1>
    ${prerenderable(name, props)}`;

export function adminNav(active: string, t: HostText): SafeHtml {
  const links: [string, string][] = [
    ['/yonetim', t.searchAnalytics],
    ['/yonetim/cevrimici-kullanicilar', t.onlineUsers],
    ['/yonetim/musteri-sepetleri', t.customerCarts],
    ['/yonetim/temsilciler', t.representatives],
  ];
  return html`<nav class="tabs" aria-label="${t.adminNav}">
    ${links.map(([href, label]) =>
      href === active
        ? html`<a href="${href}" aria-current="page">${label}</a>`
        : html`<a href="${href}">${label}</a>`,
    )}
  </nav>`;
}

/** The fault report form: the FaultReport picker writes the chosen code into its productCode input. */
export function faultReportBody(csrf: string, sent: boolean, t: HostText, productCode = ''): SafeHtml {
  return html`<h1>${t.faultReport}</h1>
    ${sent ? html`<p class="notice success" role="status">${t.faultSent}</p>` : ''}
    <form method="post" action="/ariza-bildirimi" class="form-card">
      <input type="hidden" name="_csrf" value="${csrf}" />
      <label for="productCode">${t.productCode}</label>
      <div class="input-row">
        <input id="productCode" name="productCode" required maxlength="60" value="${productCode}" />
        ${placeholder('FaultReport', { inputName: 'productCode' })}
      </div>
      <label for="description">${t.faultDescription}</label>
      <textarea id="description" name="description" rows="5" required maxlength="2000"></textarea>
      <button type="submit" class="button">${t.send}</button>
    </form>`;
}

export function errorBody(title: string, message: string, home: string): SafeHtml {
  return html`<section class="error-page">
    <h1>${title}</h1>
    <p>${message}</p>
    <p><a class="button" href="/">${home}</a></p>
  </section>`;
}

export function loginBody(
  csrf: string,
  username: string,
  error: string,
  returnUrl: string,
  t: HostText,
): SafeHtml {
  return html`<section class="login">
    <h1>${t.dealerLogin}</h1>
    ${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}
    <form method="post" action="/account/login" class="form-card">
      <input type="hidden" name="_csrf" value="${csrf}" />
      <input type="hidden" name="returnUrl" value="${returnUrl}" />
      <label for="username">${t.username}</label>
      <input id="username" name="username" autocomplete="username" required value="${username}" />
      <label for="password">${t.password}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required />
      <button type="submit" class="button">${t.login}</button>
    </form>
  </section>`;
}

export function logoutBody(csrf: string, t: HostText): SafeHtml {
  return html`<section class="login">
    <h1>${t.logoutTitle}</h1>
    <form method="post" action="/account/logout" class="form-card">
      <input type="hidden" name="_csrf" value="${csrf}" />
      <p>${t.logoutQuestion}</p>
      <button type="submit" class="button">${t.logout}</button>
    </form>
  </section>`;
}

/** The payment frame's HTML: no inline script or style; frame.js drives the three states. */
import type { LocaleCode } from '../../src/domain/chrome/locales';
import { html } from '../http/html';
import { frameText } from './frameText';

export interface FramePage {
  parentOrigin: string;
  csrfToken: string;
  loggedIn: boolean;
  assetVersion: string;
  /** The storefront page's language (the frame's ?lang=). */
  locale: LocaleCode;
}

export function framePage(p: FramePage): string {
  const t = frameText(p.locale);
  return html`<!doctype html>
    <html lang="${p.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${t.title}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/payment/frame.css?v=${p.assetVersion}" />
        <script defer src="/payment/frame.js?v=${p.assetVersion}"></script>
      </head>
      <body>
        <main
          id="frame"
          class="frame"
          data-parent-origin="${p.parentOrigin}"
          data-csrf="${p.csrfToken}"
          data-logged-in="${p.loggedIn ? '1' : '0'}"
          data-locale="${p.locale}"
          data-text="${JSON.stringify(t.script)}"
        >
          <header class="frame-head"><span class="lock" aria-hidden="true"></span> ${t.heading}</header>
          <section id="step-wait">
            <p class="muted" role="status">${p.loggedIn ? t.waiting : t.noSession}</p>
          </section>
          <section id="step-3d" hidden>
            <h1 id="bank-name">${t.bankCheck}</h1>
            <dl class="summary">
              <dt>${t.card}</dt>
              <dd id="masked"></dd>
              <dt>${t.amount}</dt>
              <dd id="total"></dd>
              <dt>${t.installment}</dt>
              <dd id="installment"></dd>
            </dl>
            <form id="otp-form" novalidate>
              <label for="otp">${t.codeLabel}</label>
              <input
                id="otp"
                name="otp"
                inputmode="numeric"
                autocomplete="one-time-code"
                maxlength="6"
                required
              />
              <p class="hint">${t.demoHint} <strong>123456</strong></p>
              <p id="otp-error" class="error" role="alert"></p>
              <div class="actions">
                <button type="submit" id="confirm">${t.confirm}</button>
                <button type="button" class="secondary" data-close>${t.cancel}</button>
              </div>
            </form>
          </section>
          <section id="step-result" hidden>
            <p id="result-text" role="status"></p>
            <button type="button" data-close>${t.close}</button>
          </section>
        </main>
      </body>
    </html>`.value;
}

/** The payment frame's HTML: no inline script or style; frame.js drives the three states. */
import { html } from '../http/html';

export interface FramePage {
  parentOrigin: string;
  csrfToken: string;
  loggedIn: boolean;
  assetVersion: string;
}

export function framePage(p: FramePage): string {
  return html`<!doctype html>
    <html lang="tr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Güvenli Ödeme</title>
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
        >
          <header class="frame-head">
            <span class="lock" aria-hidden="true"></span> Güvenli Ödeme · 3-D Secure
          </header>
          <section id="step-wait">
            <p class="muted" role="status">
              ${p.loggedIn ? 'Kart bilgileri bekleniyor…' : 'Oturum bulunamadı. Lütfen giriş yapıp tekrar deneyin.'}
            </p>
          </section>
          <section id="step-3d" hidden>
            <h1 id="bank-name">Banka doğrulaması</h1>
            <dl class="summary">
              <dt>Kart</dt>
              <dd id="masked"></dd>
              <dt>Tutar</dt>
              <dd id="total"></dd>
              <dt>Taksit</dt>
              <dd id="installment"></dd>
            </dl>
            <form id="otp-form" novalidate>
              <label for="otp">Telefonunuza gönderilen doğrulama kodu</label>
              <input
                id="otp"
                name="otp"
                inputmode="numeric"
                autocomplete="one-time-code"
                maxlength="6"
                required
              />
              <p class="hint">Demo ortamı: doğrulama kodu <strong>123456</strong></p>
              <p id="otp-error" class="error" role="alert"></p>
              <div class="actions">
                <button type="submit" id="confirm">Onayla</button>
                <button type="button" class="secondary" data-close>Vazgeç</button>
              </div>
            </form>
          </section>
          <section id="step-result" hidden>
            <p id="result-text" role="status"></p>
            <button type="button" data-close>Kapat</button>
          </section>
        </main>
      </body>
    </html>`.value;
}

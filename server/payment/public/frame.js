/* global window, document */
/*
 * Payment frame script (served from the payment origin; no inline script under its CSP).
 * Protocol (src/contract/payment.ts):
 *   storefront -> frame: { paymentType, ccno, ccv, expiry, holder, plan, installment, amount, description,
 *     advencePrice }
 *     accepted only from the storefront's exact origin and from the parent window;
 *   frame -> storefront (posted to that exact origin, never '*'):
 *     { type: 'loading', loading }, { type: 'payment_succeed', result }, { type: 'dialogClose' }.
 * Card data lives only in the message and the one request that carries it; nothing is stored.
 * Texts come from the page (data-text, in the storefront page's language, see frameText.ts); the
 * calls name that language too, so the host answers its errors in it.
 */
(function () {
  'use strict';
  var root = document.getElementById('frame');
  var parentOrigin = root.getAttribute('data-parent-origin');
  var csrf = root.getAttribute('data-csrf');
  var loggedIn = root.getAttribute('data-logged-in') === '1';
  var lang = root.getAttribute('data-locale') === 'en' ? 'en' : 'tr';
  var text = JSON.parse(root.getAttribute('data-text') || '{}');
  var busy = false;
  var transaction = null;

  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  function loading(on) {
    tell({ type: 'loading', loading: on });
  }
  function show(id) {
    ['step-wait', 'step-3d', 'step-result'].forEach(function (step) {
      document.getElementById(step).hidden = step !== id;
    });
  }
  function money(n) {
    return new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(n);
  }
  function messageOf(body, fallback) {
    var type = body && body.error && body.error.messages && body.error.messages.type;
    return typeof type === 'string' && type ? type : fallback;
  }
  function fill(template, params) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return name in params ? String(params[name]) : whole;
    });
  }
  function call(path, payload) {
    return fetch(path + '?lang=' + encodeURIComponent(lang), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
      body: JSON.stringify(payload),
    }).then(function (response) {
      return response.json().then(function (body) {
        return { ok: response.ok, body: body };
      });
    });
  }
  function finish(text) {
    busy = false;
    document.getElementById('result-text').textContent = text;
    show('step-result');
  }
  function isCardMessage(d) {
    return (
      d !== null &&
      typeof d === 'object' &&
      ['ccno', 'ccv', 'expiry', 'holder'].every(function (k) {
        return typeof d[k] === 'string';
      }) &&
      (d.paymentType === 'order' || d.paymentType === 'pay') &&
      typeof d.plan === 'number' &&
      typeof d.installment === 'number' &&
      typeof d.amount === 'number'
    );
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!loggedIn || busy || !isCardMessage(event.data)) return;
    var d = event.data;
    busy = true;
    loading(true);
    call('/payment/api/authorize', {
      paymentType: d.paymentType,
      ccno: d.ccno,
      ccv: d.ccv,
      expiry: d.expiry,
      holder: d.holder,
      plan: d.plan,
      installment: d.installment,
      amount: d.amount,
      description: typeof d.description === 'string' ? d.description : '',
      advencePrice: typeof d.advencePrice === 'string' ? d.advencePrice : '',
    })
      .then(function (answer) {
        loading(false);
        if (!answer.ok) return finish(messageOf(answer.body, text.declined));
        transaction = answer.body;
        document.getElementById('bank-name').textContent = fill(text.bankStep, {
          bank: transaction.bankName,
        });
        document.getElementById('masked').textContent = transaction.maskedCard;
        document.getElementById('total').textContent = money(transaction.total);
        document.getElementById('installment').textContent =
          transaction.installment > 1 ? fill(text.installments, { n: transaction.installment }) : text.single;
        show('step-3d');
        document.getElementById('otp').focus();
      })
      .catch(function () {
        loading(false);
        finish(text.unreachable);
      });
  });

  document.getElementById('otp-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!transaction) return;
    var error = document.getElementById('otp-error');
    var confirm = document.getElementById('confirm');
    error.textContent = '';
    confirm.disabled = true;
    loading(true);
    call('/payment/api/complete', {
      transactionId: transaction.transactionId,
      code: document.getElementById('otp').value,
    })
      .then(function (answer) {
        loading(false);
        confirm.disabled = false;
        if (answer.ok) {
          finish(text.succeeded);
          tell({ type: 'payment_succeed', result: answer.body });
        } else if (answer.body && answer.body.attemptsLeft > 0) {
          error.textContent = messageOf(answer.body, text.codeWrong);
        } else {
          transaction = null;
          finish(messageOf(answer.body, text.declined));
        }
      })
      .catch(function () {
        loading(false);
        confirm.disabled = false;
        error.textContent = text.unreachable;
      });
  });

  Array.prototype.forEach.call(document.querySelectorAll('[data-close]'), function (button) {
    button.addEventListener('click', function () {
      tell({ type: 'dialogClose' });
    });
  });
  if (!loggedIn) {
    document.getElementById('step-result').hidden = false;
    document.getElementById('result-text').textContent = '';
  }
  // The storefront may show its spinner until the frame is ready.
  loading(false);
})();

/** The account statement (cari hesap ekstresi): ledger rows with a running balance. */
import { formatDate } from '../../../src/domain/shared/dates';
import { formatAmount } from '../../../src/domain/shared/money';
import { html, prerenderable } from '../../http/html';
import type { LocaleCode } from '../../../src/domain/chrome/locales';
import type { LedgerRow } from '../../repo/statement';
import { hostWord } from '../../vocabulary';
import type { HostText } from '../text';

/** `rows` in booking order (repo/statement.ts), so the running balance adds up as the ledger does. */
export function statementBody(rows: LedgerRow[], t: HostText, locale: LocaleCode) {
  let balance = 0;
  const lines = rows.map((r) => {
    balance += r.debit - r.credit;
    return html`<tr>
      <td data-label="${t.ledgerDate}">${formatDate(r.date)}</td>
      <td data-label="${t.ledgerDocument}">${r.document_no}</td>
      <td data-label="${t.ledgerDescription}">${hostWord(r.description, locale)}</td>
      <td data-label="${t.ledgerDue}">${formatDate(r.due_date)}</td>
      <td data-label="${t.ledgerDebit}" class="num">${r.debit ? formatAmount(r.debit) : ''}</td>
      <td data-label="${t.ledgerCredit}" class="num">${r.credit ? formatAmount(r.credit) : ''}</td>
      <td data-label="${t.ledgerBalance}" class="num">${formatAmount(balance)}</td>
    </tr>`;
  });
  return html`<h1>${t.statement}</h1>
    ${prerenderable('OverdueDebtNotification', { statementPage: true })}
    ${
      rows.length === 0
        ? html`<p>${t.noLedger}</p>`
        : html`<div class="table-wrap">
            <table class="table table-stack">
              <caption>
                ${t.ledgerCaption}
              </caption>
              <thead>
                <tr>
                  <th>${t.ledgerDate}</th>
                  <th>${t.ledgerDocument}</th>
                  <th>${t.ledgerDescription}</th>
                  <th>${t.ledgerDue}</th>
                  <th class="num">${t.ledgerDebit}</th>
                  <th class="num">${t.ledgerCredit}</th>
                  <th class="num">${t.ledgerBalance}</th>
                </tr>
              </thead>
              <tbody>
                ${lines}
              </tbody>
            </table>
          </div>`
    }`;
}

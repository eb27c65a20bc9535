/** The administrators' page of sales representatives: who serves whom, with what consent, and the acting log. */
import { formatDateTime } from '../../../src/domain/shared/dates';
import { formatMoney } from '../../../src/domain/shared/money';
import { html, type SafeHtml } from '../../http/html';
import type { ActingLogRow, RepresentativeOverview } from '../../repo/representatives';
import type { HostText } from '../text';

export function representativesBody(
  t: HostText,
  representatives: RepresentativeOverview[],
  log: ActingLogRow[],
): SafeHtml {
  return html`<h1>${t.representatives}</h1>
    ${
      representatives.length === 0
        ? html`<p>${t.noRepresentatives}</p>`
        : html`<table class="data-table">
            <thead>
              <tr>
                <th scope="col">${t.representative}</th>
                <th scope="col">${t.contactColumn}</th>
                <th scope="col">${t.customersColumn}</th>
              </tr>
            </thead>
            <tbody>
              ${representatives.map(
                (r) =>
                  html`<tr>
                    <td>${r.name} <small>(${r.username})</small></td>
                    <td>${r.phone}<br />${r.email}</td>
                    <td>
                      <ul>
                        ${r.customers.map(
                          (c) =>
                            html`<li>
                              ${c.code ?? ''} ${c.name} –
                              ${
                                c.mayOrder
                                  ? c.orderLimit === null
                                    ? t.consentYes
                                    : `${t.consentYes} (${formatMoney(c.orderLimit, 'TRY')})`
                                  : t.consentNo
                              }
                            </li>`,
                        )}
                      </ul>
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    <h2>${t.actingLog}</h2>
    <table class="data-table">
      <thead>
        <tr>
          <th scope="col">${t.representative}</th>
          <th scope="col">${t.customerColumn}</th>
          <th scope="col">${t.startedColumn}</th>
          <th scope="col">${t.endedColumn}</th>
        </tr>
      </thead>
      <tbody>
        ${log.map(
          (row) =>
            html`<tr>
              <td>${row.representative}</td>
              <td>${row.customer}</td>
              <td>${formatDateTime(row.startedAt)}</td>
              <td>${row.endedAt === null ? t.stillActing : formatDateTime(row.endedAt)}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

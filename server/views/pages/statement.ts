/** The account statement (cari hesap ekstresi): ledger rows with a running balance. */
import type Database from 'better-sqlite3';
import { formatAmount } from '../../../src/domain/money';
import { html, placeholder } from '../../http/html';

interface LedgerRow {
  date: string;
  document_no: string;
  description: string;
  debit: number;
  credit: number;
  due_date: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });

export function statementBody(db: Database.Database, userId: number) {
  const rows = db
    .prepare('SELECT * FROM ledger WHERE user_id = ? ORDER BY date, id')
    .all(userId) as LedgerRow[];
  let balance = 0;
  const lines = rows.map((r) => {
    balance += r.debit - r.credit;
    return html`<tr>
      <td>${day(r.date)}</td>
      <td>${r.document_no}</td>
      <td>${r.description}</td>
      <td>${day(r.due_date)}</td>
      <td class="num">${r.debit ? formatAmount(r.debit) : ''}</td>
      <td class="num">${r.credit ? formatAmount(r.credit) : ''}</td>
      <td class="num">${formatAmount(balance)}</td>
    </tr>`;
  });
  return html`<h1>Hesap Ekstresi</h1>
    ${placeholder('OverdueDebtNotification', { statementPage: true })}
    ${
      rows.length === 0
        ? html`<p>Hesap hareketiniz bulunmamaktadır.</p>`
        : html`<div class="table-wrap">
            <table class="table">
              <caption>
                Tutarlar TL cinsindendir.
              </caption>
              <thead>
                <tr>
                  <th>Tarih</th>
                  <th>Belge No</th>
                  <th>Açıklama</th>
                  <th>Vade</th>
                  <th class="num">Borç</th>
                  <th class="num">Alacak</th>
                  <th class="num">Bakiye</th>
                </tr>
              </thead>
              <tbody>
                ${lines}
              </tbody>
            </table>
          </div>`
    }`;
}

/**
 * The customers kind: one row per customer company (the ERP's "cari"), kept by the one business
 * function the admin command uses too (services/customerAccounts.ts upsertCustomer): created, brought
 * up to date, or left as it is. A customer imported this way has no user yet: `npm run admin --
 * create-user --customer CODE …` gives it its first Yönetici.
 */
import { companyLoginOf } from '../../domain/customerRecord';
import { companyByCode, loginTaken } from '../../repo/customerAccounts';
import { upsertCustomer } from '../../services/customerAccounts';
import type { RowProblem } from '../rowJudge';
import { CUSTOMER_COLUMNS, CUSTOMER_NUMBER_COLUMNS, judgeCustomer } from './customersJudge';
import type { ImportKindModule } from './kind';
import type { CustomerRecord } from '../../domain/customerRecord';

export const customersKind: ImportKindModule<CustomerRecord> = {
  columns: CUSTOMER_COLUMNS,
  required: ['code', 'name'],
  numeric: CUSTOMER_NUMBER_COLUMNS,
  judge: (judge) => judgeCustomer(judge),
  key: { column: 'code', of: (row) => row.code },
  async check(db, rows) {
    const problems: RowProblem[] = [];
    for (const { row, value } of rows) {
      if (await companyByCode(db, value.code)) continue;
      const login = companyLoginOf(value.code);
      if (await loginTaken(db, login))
        problems.push({
          row,
          column: 'code',
          message: `its login name ${login} is already another account's`,
        });
    }
    return problems;
  },
  async apply(trx, rows, _facts, progress) {
    let changed = 0;
    for (const [n, { value }] of rows.entries()) {
      if ((await upsertCustomer(trx, value)) !== 'unchanged') changed += 1;
      if (n % 100 === 99) progress(n + 1);
    }
    progress(rows.length);
    return changed;
  },
};

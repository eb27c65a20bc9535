/**
 * upsertCustomer, the one function the admin command and the ERP import keep customers with: every
 * column an ERP exports lands on the company's row and its branches; the same record again changes
 * nothing; a field left out keeps what the store has; a branch is found again by its code.
 */
import type { Db } from '../../server/db/handle';
import type { CustomerRecord } from '../../server/domain/customerRecord';
import { upsertCustomer } from '../../server/services/customerAccounts';
import { memoryDb } from './memoryDb';

const ERP_RECORD: CustomerRecord = {
  code: ' 320.05.0042 ',
  name: "Ege $& $' Aydınlatma <script>",
  email: 'muhasebe@egeaydinlatma.com.tr',
  phone: '0232 462 10 20',
  plan: 'advencePrice3',
  riskLimit: 75000,
  balance: -1250.5,
  balanceCurrency: 'usd',
  overdueBalance: 320.4,
  overdueDays: 12,
  representative: { name: 'Zeynep Arslan', phone: '0533 444 55 66', email: 'zeynep@dagitici.com.tr' },
  address: { address: '1203/4 Sok. No: 15', town: 'Bornova', city: 'İzmir' },
  branches: [
    { code: 'MRK', name: 'Merkez', address: 'Bornova' },
    { code: 'ALS', name: 'Alsancak $1' },
  ],
};

let db: Db;
beforeAll(async () => {
  db = await memoryDb();
});
afterAll(() => db.destroy());

const keep = (record: CustomerRecord) => db.transaction().execute((trx) => upsertCustomer(trx, record));

it('keeps every column of an ERP record, once: created, then unchanged, then updated where it differs', async () => {
  expect(await keep(ERP_RECORD)).toBe('created');
  const company = await db
    .selectFrom('users')
    .selectAll()
    .where('customer_code', '=', '320.05.0042')
    .executeTakeFirstOrThrow();
  expect(company).toEqual(
    expect.objectContaining({
      username: '320.05.0042',
      role: 'customer',
      name: ERP_RECORD.name,
      address_name: ERP_RECORD.name,
      address_number: '0232 462 10 20',
      price_plan: 'advencePrice3',
      risk_limit: 75000,
      balance: -1250.5,
      balance_currency: 'USD',
      overdue_balance: 320.4,
      overdue_days: 12,
      rep_name: 'Zeynep Arslan',
      rep_email: 'zeynep@dagitici.com.tr',
      city: 'İzmir',
    }),
  );
  const member = await db.selectFrom('company_users').selectAll().where('user_id', '=', company.id).execute();
  expect(member).toEqual([expect.objectContaining({ company_id: company.id, role: 'yonetici', active: 1 })]);
  const branches = () =>
    db
      .selectFrom('branches')
      .select(['code', 'name', 'address'])
      .where('user_id', '=', company.id)
      .orderBy('id')
      .execute();
  expect(await branches()).toEqual([
    { code: 'MRK', name: 'Merkez', address: 'Bornova' },
    { code: 'ALS', name: 'Alsancak $1', address: '' },
  ]);

  expect(await keep(ERP_RECORD)).toBe('unchanged');
  expect(await keep({ code: '320.05.0042', name: ERP_RECORD.name })).toBe('unchanged');
  expect(await keep({ ...ERP_RECORD, branches: [{ code: 'ALS', name: 'Alsancak Şube' }] })).toBe('updated');
  expect(await keep({ code: '320.05.0042', name: ERP_RECORD.name, overdueDays: 0 })).toBe('updated');
  expect(await branches()).toEqual([
    { code: 'MRK', name: 'Merkez', address: 'Bornova' },
    { code: 'ALS', name: 'Alsancak Şube', address: '' },
  ]);
  const after = await db
    .selectFrom('users')
    .select(['overdue_days', 'risk_limit'])
    .where('id', '=', company.id)
    .executeTakeFirstOrThrow();
  expect(after).toEqual({ overdue_days: 0, risk_limit: 75000 });
});

it('refuses a record that breaks a rule, and a new company whose login name is taken', async () => {
  await expect(keep({ ...ERP_RECORD, code: 'X1', riskLimit: -1 })).rejects.toThrow(
    'Customer "X1": the risk limit must not be negative.',
  );
  await expect(
    keep({ ...ERP_RECORD, code: 'X2', branches: [{ code: 'A', name: 'a\u2028b' }] }),
  ).rejects.toThrow(/one line of text/);
  await db
    .insertInto('users')
    .values({ username: 'x3', password_hash: 'x', name: 'Someone', email: '', role: 'customer' })
    .execute();
  await expect(keep({ code: 'X3', name: 'Yeni' })).rejects.toThrow(
    'Customer X3: its login name x3 is already another account',
  );
});

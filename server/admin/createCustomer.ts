/**
 * create-customer --code C --name N […]: a customer company, kept by upsertCustomer as an ERP import
 * keeps it. Running it again with the same values changes nothing and says so; with other values it
 * changes what differs.
 */
import { companyLoginOf, type CustomerRecord } from '../domain/customerRecord';
import { upsertCustomer } from '../services/customerAccounts';
import { optional, required, UsageError, type AdminCommand, type Values } from './command';

/** A number option: absent, or what Number() reads (the record's rules refuse what is not a number). */
function amount(values: Values, name: string): number | undefined {
  const text = optional(values, name);
  if (text === undefined) return undefined;
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || Number.isNaN(value))
    throw new UsageError(`--${name} wants a number, not ${JSON.stringify(text)}`);
  return value;
}

/** --branch CODE=NAME, repeatable. */
function branches(values: Values): CustomerRecord['branches'] {
  const given = values.branch;
  if (!Array.isArray(given)) return undefined;
  return given.map(String).map((text) => {
    const at = text.indexOf('=');
    if (at < 1) throw new UsageError(`--branch wants CODE=NAME, not ${JSON.stringify(text)}`);
    return { code: text.slice(0, at), name: text.slice(at + 1) };
  });
}

/** An object of the given fields, or undefined when none is. */
function some<T extends object>(fields: T): T | undefined {
  return Object.values(fields).some((value) => value !== undefined) ? fields : undefined;
}

const TEXT_OPTIONS = [
  'code',
  'name',
  'email',
  'phone',
  'plan',
  'balance-currency',
  'rep-name',
  'rep-phone',
  'rep-email',
  'address-name',
  'address',
  'town',
  'city',
] as const;
const NUMBER_OPTIONS = ['risk-limit', 'balance', 'overdue-balance', 'overdue-days'] as const;

export const createCustomer: AdminCommand = {
  usage:
    '--code C --name N [--email E] [--phone P] [--plan advencePrice1…5] [--risk-limit X] [--balance X]' +
    ' [--balance-currency TRY] [--overdue-balance X] [--overdue-days D] [--rep-name N] [--rep-phone P]' +
    ' [--rep-email E] [--address-name N] [--address A] [--town T] [--city C] [--branch CODE=NAME]…',
  summary: 'a customer company, created or brought up to date by its code',
  required: ['code', 'name'],
  options: {
    ...Object.fromEntries([...TEXT_OPTIONS, ...NUMBER_OPTIONS].map((name) => [name, { type: 'string' }])),
    branch: { type: 'string', multiple: true },
  },
  async run(db, values, io) {
    const text = (name: (typeof TEXT_OPTIONS)[number]) => optional(values, name);
    const record: CustomerRecord = {
      code: required(values, 'code'),
      name: required(values, 'name'),
      email: text('email'),
      phone: text('phone'),
      plan: text('plan'),
      riskLimit: amount(values, 'risk-limit'),
      balance: amount(values, 'balance'),
      balanceCurrency: text('balance-currency'),
      overdueBalance: amount(values, 'overdue-balance'),
      overdueDays: amount(values, 'overdue-days'),
      representative: some({ name: text('rep-name'), phone: text('rep-phone'), email: text('rep-email') }),
      address: some({
        name: text('address-name'),
        address: text('address'),
        town: text('town'),
        city: text('city'),
      }),
      branches: branches(values),
    };
    const outcome = await db.transaction().execute((trx) => upsertCustomer(trx, record));
    const code = record.code.trim();
    io.out(
      outcome === 'created'
        ? `Customer ${code} created (login name ${companyLoginOf(code)}, no password: add its users with create-user).`
        : outcome === 'updated'
          ? `Customer ${code} updated.`
          : `Customer ${code} unchanged: the store already holds these values.`,
    );
  },
};

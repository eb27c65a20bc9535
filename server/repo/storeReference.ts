/** Warehouses and currencies as the operator sets them (admin/referenceCommands.ts). */
import type { Db } from '../db/handle';

export type ReferenceOutcome = 'created' | 'updated' | 'unchanged';

export async function upsertWarehouse(db: Db, name: string): Promise<ReferenceOutcome> {
  const found = await db.selectFrom('warehouses').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return 'unchanged';
  await db.insertInto('warehouses').values({ name }).execute();
  return 'created';
}

export async function upsertCurrency(db: Db, code: string, rate: number): Promise<ReferenceOutcome> {
  const found = await db
    .selectFrom('currencies')
    .select(['id', 'exchange_rate'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (found && Number(found.exchange_rate) === rate) return 'unchanged';
  if (found) {
    await db.updateTable('currencies').set({ exchange_rate: rate }).where('id', '=', found.id).execute();
    return 'updated';
  }
  await db.insertInto('currencies').values({ code, exchange_rate: rate, is_default: 0 }).execute();
  return 'created';
}

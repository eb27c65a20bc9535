/**
 * Transactions of the repository layer. Correctness never rests on a synchronous driver: a change to a
 * customer's cart, orders, offers or payments runs in withCustomerLock, which takes that customer's
 * lock first (dialect/index.ts), so concurrent requests of one customer are applied one after another.
 * Inside a transaction every query must go through the handle given to `work`: on SQLite a query on
 * the outer handle waits for the connection the transaction holds, for ever.
 */
import { sql } from 'kysely';
import { lockCustomer } from './dialect';
import type { Db } from './handle';

/** Runs `work` in a transaction, or in the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

export function withCustomerLock<T>(db: Db, userId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockCustomer(trx, userId);
    return work(trx);
  });
}

/**
 * A company user's change that joins their cart and their company's records (an order, an offer, a
 * payment): the company's lock first, then the user's, always in that order, so it never
 * interleaves with a change of the same cart (which takes the user's) nor of the company's records.
 */
export function withBuyerLock<T>(
  db: Db,
  buyer: { companyId: number; userId: number },
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return withCustomerLock(db, buyer.companyId, async (trx) => {
    if (buyer.userId !== buyer.companyId) await lockCustomer(trx, buyer.userId);
    return work(trx);
  });
}

/**
 * A nested step that can fail alone (a batch line): its changes are undone and the error passed on,
 * the enclosing transaction goes on.
 */
export async function inSavepoint<T>(trx: Db, name: string, work: () => Promise<T>): Promise<T> {
  const point = sql.id(name);
  await sql`SAVEPOINT ${point}`.execute(trx);
  try {
    const result = await work();
    await sql`RELEASE SAVEPOINT ${point}`.execute(trx);
    return result;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT ${point}`.execute(trx);
    await sql`RELEASE SAVEPOINT ${point}`.execute(trx);
    throw error;
  }
}

/** The account statement's ledger rows (views/pages/statement.ts renders them with a running balance). */
import type { Selectable } from 'kysely';
import type { Db } from '../db/handle';
import type { LedgerTable } from '../db/tables';

/** A ledger row as the statement reads it: the table's row without its keys. */
export type LedgerRow = Omit<Selectable<LedgerTable>, 'id' | 'user_id'>;

/** A customer's ledger in booking order: the running balance is summed in this order. */
export const statementRows = (db: Db, userId: number): Promise<LedgerRow[]> =>
  db
    .selectFrom('ledger')
    .select(['date', 'document_no', 'description', 'debit', 'credit', 'due_date'])
    .where('user_id', '=', userId)
    .orderBy('date')
    .orderBy('id')
    .execute();

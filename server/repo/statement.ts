/** The account statement's ledger rows (views/pages/statement.ts renders them with a running balance). */
import type { Db } from '../db/handle';

export interface LedgerRow {
  date: string;
  document_no: string;
  description: string;
  debit: number;
  credit: number;
  due_date: string;
}

/** A customer's ledger in booking order: the running balance is summed in this order. */
export const statementRows = (db: Db, userId: number): Promise<LedgerRow[]> =>
  db
    .selectFrom('ledger')
    .select(['date', 'document_no', 'description', 'debit', 'credit', 'due_date'])
    .where('user_id', '=', userId)
    .orderBy('date')
    .orderBy('id')
    .execute();

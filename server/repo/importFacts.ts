/** What an import's rows are judged against: the store's currencies and warehouses. */
import type { Db } from '../db/handle';

export interface StoreFacts {
  /** Currency codes as stored ('TRY', 'USD'). */
  currencies: string[];
  defaultCurrency: string;
  warehouses: { id: number; name: string }[];
}

export async function loadStoreFacts(db: Db): Promise<StoreFacts> {
  const currencies = await db.selectFrom('currencies').select(['code', 'is_default']).orderBy('id').execute();
  const warehouses = await db.selectFrom('warehouses').select(['id', 'name']).orderBy('id').execute();
  return {
    currencies: currencies.map((c) => c.code),
    defaultCurrency: currencies.find((c) => Number(c.is_default) === 1)?.code ?? currencies[0]?.code ?? 'TRY',
    warehouses: warehouses.map((w) => ({ id: Number(w.id), name: w.name })),
  };
}

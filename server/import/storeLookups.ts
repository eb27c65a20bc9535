/** A file's currency and warehouse names matched with the store's (judged before anything is written). */
import { normalizeCurrencyCode } from '../../src/domain/shared/currencyCode';
import type { StoreFacts } from '../repo/importFacts';
import type { RowJudge } from './rowJudge';

/** The stored code of a currency cell ('TL' and 'try' are TRY); null after the row's problem. */
export function judgeCurrency(
  judge: RowJudge,
  column: string,
  cell: string,
  facts: StoreFacts,
): string | null {
  const wanted = normalizeCurrencyCode(cell);
  const code = facts.currencies.find((c) => normalizeCurrencyCode(c) === wanted);
  if (code === undefined) {
    judge.refuse(column, `unknown currency '${cell}' (the store's: ${facts.currencies.join(', ')})`);
    return null;
  }
  return code;
}

const warehouseKey = (name: string) => name.trim().toLocaleLowerCase('tr-TR');

/** A warehouse by its name (any case) or its number; null after the row's problem. */
export function judgeWarehouse(
  judge: RowJudge,
  column: string,
  cell: string,
  facts: StoreFacts,
): number | null {
  const byName = facts.warehouses.find((w) => warehouseKey(w.name) === warehouseKey(cell));
  const byId = /^\d+$/.test(cell.trim()) ? facts.warehouses.find((w) => w.id === Number(cell)) : undefined;
  const found = byName ?? byId;
  if (!found) {
    judge.refuse(
      column,
      `unknown warehouse '${cell}' (the store's: ${facts.warehouses.map((w) => `${w.id} ${w.name}`).join(', ')})`,
    );
    return null;
  }
  return found.id;
}

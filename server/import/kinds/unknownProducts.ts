/** A stock or prices file may only name products the store has (a products file creates them). */
import type { Db } from '../../db/handle';
import { productIdsByCode } from '../../repo/importedProducts';
import type { RowProblem } from '../rowJudge';
import type { JudgedRow } from './kind';

export async function unknownProducts<Row extends { code: string }>(
  db: Db,
  rows: JudgedRow<Row>[],
): Promise<RowProblem[]> {
  const known = await productIdsByCode(
    db,
    rows.map((r) => r.value.code),
  );
  return rows
    .filter((r) => !known.has(r.value.code))
    .map((r) => ({ row: r.row, column: 'code', message: `no product has the code '${r.value.code}'` }));
}

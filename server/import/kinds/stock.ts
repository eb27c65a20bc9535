/**
 * The stock kind: one row per product and warehouse (code, warehouse, quantity). It touches nothing
 * but those quantities; the engine's triggers keep each product's stock total.
 */
import { bumpCatalogVersion, stockOf, writeStock } from '../../repo/importedProductParts';
import { productIdsByCode } from '../../repo/importedProducts';
import { judgeWarehouse } from '../storeLookups';
import type { ImportKindModule } from './kind';
import { judgeCode } from './productsJudge';
import { unknownProducts } from './unknownProducts';

export interface StockRow {
  code: string;
  warehouseId: number;
  quantity: number;
}

export const stockKind: ImportKindModule<StockRow> = {
  columns: ['code', 'warehouse', 'quantity'],
  required: ['code', 'warehouse', 'quantity'],
  numeric: ['quantity'],
  judge(judge, facts) {
    const code = judgeCode(judge);
    const warehouseCell = judge.text('warehouse', 200, true);
    const warehouseId = warehouseCell ? judgeWarehouse(judge, 'warehouse', warehouseCell, facts) : null;
    const quantity = judge.number('quantity', { kind: 'quantity' }, true);
    if (judge.problems.length > 0) return null;
    return { code: code!, warehouseId: warehouseId!, quantity: quantity! };
  },
  key: { column: 'warehouse', of: (row) => `${row.code}\u0000${row.warehouseId}` },
  check: unknownProducts,
  async apply(trx, rows, _facts, progress) {
    const ids = await productIdsByCode(
      trx,
      rows.map((r) => r.value.code),
    );
    const stored = await stockOf(trx, [...ids.values()]);
    const writes = rows
      .map(({ value: r }) => ({
        product_id: ids.get(r.code)!,
        warehouse_id: r.warehouseId,
        quantity: r.quantity,
      }))
      .filter((w) => stored.get(w.product_id)?.get(w.warehouse_id) !== w.quantity);
    await writeStock(trx, writes);
    if (writes.length > 0) await bumpCatalogVersion(trx);
    progress(rows.length);
    return writes.length;
  },
};

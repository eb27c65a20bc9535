/**
 * The prices kind: code and the price columns the file names (sale, list, the five plan prices,
 * the currency). It touches only those, and the units' prices that follow from them.
 */
import { roundMoney } from '../../../src/domain/shared/rounding';
import { bumpCatalogVersion, unitsOf, updateUnits } from '../../repo/importedProductParts';
import { productsByCode, updateProducts, type ImportedProductValues } from '../../repo/importedProducts';
import { judgeCurrency } from '../storeLookups';
import type { ImportKindModule } from './kind';
import { judgeCode, judgePrice, PLAN_COLUMNS, PRICE_COLUMNS } from './productsJudge';
import { unknownProducts } from './unknownProducts';

export interface PriceRow {
  code: string;
  /** undefined: left out (kept); null: empty (the sale price). */
  prices: Partial<Record<(typeof PRICE_COLUMNS)[number], number | null>>;
  currency?: string;
}

export const pricesKind: ImportKindModule<PriceRow> = {
  columns: ['code', ...PRICE_COLUMNS, 'currency'],
  required: ['code'],
  someOf: [...PRICE_COLUMNS, 'currency'],
  numeric: PRICE_COLUMNS,
  judge(judge, facts) {
    const code = judgeCode(judge);
    const prices: PriceRow['prices'] = {};
    for (const column of PRICE_COLUMNS) {
      const value = judgePrice(judge, column);
      if (value !== undefined) prices[column] = value;
    }
    if (prices.sale_price === null) judge.refuse('sale_price', 'is required when the column is given');
    const currencyCell = judge.text('currency', 10);
    const currency = currencyCell ? judgeCurrency(judge, 'currency', currencyCell, facts) : undefined;
    if (judge.problems.length > 0) return null;
    return { code: code!, prices, ...(currency ? { currency } : {}) };
  },
  key: { column: 'code', of: (row) => row.code },
  check: unknownProducts,
  async apply(trx, rows, _facts, progress) {
    const stored = await productsByCode(
      trx,
      rows.map((r) => r.value.code),
    );
    const changed: (ImportedProductValues & { id: number })[] = [];
    for (const { value: r } of rows) {
      const old = stored.get(r.code)!;
      const sale = r.prices.sale_price ?? old.sale_price;
      const price = (column: 'list_price' | (typeof PLAN_COLUMNS)[number]) => {
        const given = r.prices[column];
        return given === undefined ? old[column] : (given ?? sale);
      };
      const next = {
        ...old,
        sale_price: sale,
        list_price: price('list_price'),
        adv1: price('adv1'),
        adv2: price('adv2'),
        adv3: price('adv3'),
        adv4: price('adv4'),
        adv5: price('adv5'),
        currency: r.currency ?? old.currency,
      };
      const columns = ['sale_price', 'list_price', ...PLAN_COLUMNS, 'currency'] as const;
      if (columns.some((c) => next[c] !== old[c])) changed.push(next);
    }
    await updateProducts(trx, changed);
    const units = await unitsOf(
      trx,
      changed.map((p) => p.id),
    );
    await updateUnits(
      trx,
      changed.flatMap((p) =>
        (units.get(p.id) ?? [])
          .map((u) => ({
            ...u,
            sale_price: roundMoney(p.sale_price * u.multiplier),
            list_price: roundMoney(p.list_price * u.multiplier),
          }))
          .filter((u, i) => {
            const old = units.get(p.id)![i]!;
            return u.sale_price !== old.sale_price || u.list_price !== old.list_price;
          }),
      ),
    );
    if (changed.length > 0) await bumpCatalogVersion(trx);
    progress(rows.length);
    return changed.length;
  },
};

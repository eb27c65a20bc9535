import { hasPrice } from './hasPrice';
import {
  domainMessage,
  type DomainMessage as AnyMessage,
  type DomainMessageKey,
} from '../shared/messageKeys';

/** The stock texts: words of the page labels (src/i18n/trPage), which product lists and pages show. */
type DomainMessage = AnyMessage<Extract<DomainMessageKey, `stock.${string}`>>;
import { effectiveStock, stockInUnit, stockModeKind, stockThreshold } from './stockModes';

/**
 * Where a stock text is shown. The spec gives lists both 'Var' and 'Stokta Var' without saying
 * which is where: the table of the list view (a narrow 'Stok' column) says 'Var', a grid card
 * (a free-standing line) says 'Stokta Var'.
 */
export type StockTextPlace = 'detail' | 'table' | 'grid';

export interface StockTextInput {
  /** The product's stock (quantity) in base units. */
  stock: number;
  /** settings.stockInfoStatus. */
  mode: unknown;
  place: StockTextPlace;
  /** Name of the chosen unit, e.g. 'Adet'. */
  unit?: string;
  /** Multiplier of the chosen unit; the base unit (1) when there is none (unitMultiplier). */
  multiplier?: number;
  /** Detail page: with several units and a sale price of 0 or less, 'Stok sorunuz.' shows. */
  unitCount?: number;
  salePrice?: number;
}

function outOfStockText(place: StockTextPlace): DomainMessage {
  return place === 'detail' ? domainMessage('stock.detailAsk') : domainMessage('stock.listAsk');
}

function countText(place: StockTextPlace, n: number | string, unit: string): DomainMessage {
  return place === 'detail'
    ? domainMessage('stock.detailCount', { n, unit })
    : domainMessage('stock.listCount', { n, unit });
}

/**
 * The stock text of the detail page and of lists, for every display mode; null when nothing
 * shows (mode 1 shows nothing, even when out of stock: the add-to-cart button already says so).
 *
 * The offset of modes 3–14 is added in base units before converting to the chosen unit, the
 * same way the cart's stock checks add it, so a product reads out of stock in exactly the cases
 * where it cannot be added. Thresholds of modes 15–20 compare the stock in the chosen unit.
 */
export function stockDisplayText(input: StockTextInput): DomainMessage | null {
  const { place, unit = '', multiplier } = input;
  const kind = stockModeKind(input.mode);
  if (kind === 'hidden') return null;
  if (
    place === 'detail' &&
    (input.unitCount ?? 0) > 1 &&
    input.salePrice !== undefined &&
    !hasPrice(input.salePrice)
  ) {
    return domainMessage('stock.detailAsk');
  }
  const inUnit = stockInUnit(effectiveStock(input.stock, input.mode), multiplier);
  if (inUnit <= 0) return outOfStockText(place);
  if (kind === 'availability') {
    if (place === 'detail') return domainMessage('stock.detailAvailable');
    return place === 'table' ? domainMessage('stock.listYes') : domainMessage('stock.listInStock');
  }
  const threshold = stockThreshold(input.mode);
  if (threshold !== null && inUnit > threshold) {
    return place === 'detail'
      ? countText(place, `${threshold}+`, unit)
      : domainMessage('stock.threshold', { n: threshold });
  }
  return countText(place, inUnit, unit);
}

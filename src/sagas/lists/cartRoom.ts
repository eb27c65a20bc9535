import type { CartItem } from '../../contract/cart';
import type { ListLine } from '../../contract/lists';
import { capCartAdd } from '../../domain/cart/cartLine';
import { unitMultiplier, unitOfLine, type CountUnit } from '../../domain/cart/cartUnits';
import { cartStockContext, unitLabel, type StockSettings } from '../../domain/cart/units';
import type { CartRoom } from '../../store/lists/shoppingListsState';

/**
 * Why a list line the cart refused did not fit, when it is the cart's line of the product that has no
 * room for all of it (past 100, or the stock the cart already holds): what that line holds and how many
 * of the list line's unit it still takes, by the cart's cap rule (domain/cart/cartLine capCartAdd).
 * Undefined when the cart holds none of the product or the cap would take it whole: the host's own
 * reason (a variant, a price, a unit) is the one to read then.
 */
export function cartRoomOf(
  line: ListLine,
  shown: { quantity: number; unitId: number },
  cart: readonly CartItem[],
  settings: StockSettings,
): CartRoom | undefined {
  const item = cart.find((one) => one.product.id === line.product.id);
  const units: readonly CountUnit[] = line.product.units;
  const unit = units.find((one) => one.id === shown.unitId);
  if (!item || !unit) return undefined;
  const heldUnit = unitOfLine(units, item.productUnit);
  const { quantity } = capCartAdd(
    shown.quantity,
    unit,
    { unit: heldUnit, quantity: item.quantity },
    units,
    cartStockContext(
      {
        stock: line.product.quantity,
        inCart: item.quantity * unitMultiplier(heldUnit),
        multiplier: unit.multiplier,
      },
      settings,
    ),
  );
  if (quantity >= shown.quantity) return undefined;
  return { held: item.quantity, heldUnit: unitLabel(item.productUnit), more: quantity };
}

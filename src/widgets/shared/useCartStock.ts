import type { ChildProduct, Product, Unit } from '../../contract/catalog';
import type { StockContext } from '../../domain/cart/quantity';
import { productCartStock } from '../../domain/cart/units';
import { selectInCartBaseQuantity } from '../../store/cart/cartSelectors';
import { selectSettings } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';

/**
 * The stock context of a product's cart controls, as the add saga computes it (productCartStock):
 * stock + the display mode's offset − what the cart already holds (base units), in the chosen (or
 * default) unit.
 */
export function useCartStock(
  product: Product | ChildProduct,
  unitId?: number,
): { unit: Unit | null; context: StockContext } {
  const settings = useAppSelector(selectSettings);
  const inCart = useAppSelector((state) => selectInCartBaseQuantity(state, product.id));
  return productCartStock(product, unitId, inCart, settings);
}

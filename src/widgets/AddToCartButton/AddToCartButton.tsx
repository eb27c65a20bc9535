import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { productPropsDecoder } from '../../contract/props/catalogueProps';
import { selectChosenQuantity } from '../../store/cart/cartSelectors';
import { useAppSelector } from '../../store/core/hooks';
import { AddToCartControl } from '../shared/AddToCartControl';

/**
 * The add-to-cart button of a host's own product card (data-props {product}). It adds the quantity
 * picked in the ProductQuantity island of the same product (1 without one). A host card is a list:
 * a product needing a variant sends the user to its page.
 */
export function AddToCartButton(props: Record<string, unknown>) {
  const { product } = useMemo(() => decode(productPropsDecoder, props, 'data-props'), [props]);
  const quantity = useAppSelector((state) => selectChosenQuantity(state, product.id));
  return <AddToCartControl product={product} quantity={quantity} context="list" />;
}

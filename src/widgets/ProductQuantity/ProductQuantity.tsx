import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { productPropsDecoder } from '../../contract/props/catalogueProps';
import { cartQuantityChosen } from '../../store/cart/cart';
import { selectChosenQuantity } from '../../store/cart/cartSelectors';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { QuantityInput } from '../shared/QuantityInput';

/**
 * The quantity control of a host's own product card (data-props {product}). The chosen quantity
 * lives in the cart slice per product id, so an AddToCartButton island of the same product adds
 * exactly what was picked here, wherever the two placeholders sit on the page.
 */
export function ProductQuantity(props: Record<string, unknown>) {
  const { product } = useMemo(() => decode(productPropsDecoder, props, 'data-props'), [props]);
  const dispatch = useAppDispatch();
  const quantity = useAppSelector((state) => selectChosenQuantity(state, product.id));
  return (
    <QuantityInput
      product={product}
      mode="list"
      value={quantity}
      onChange={(next) => dispatch(cartQuantityChosen({ productId: product.id, quantity: next }))}
    />
  );
}

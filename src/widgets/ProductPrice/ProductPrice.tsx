import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { productPropsDecoder } from '../../contract/props/catalogueProps';
import { PriceTag } from '../shared/PriceTag';

/** The price of a host's own product card (data-props {product}), in the active currency. */
export function ProductPrice(props: Record<string, unknown>) {
  const { product } = useMemo(() => decode(productPropsDecoder, props, 'data-props'), [props]);
  return <PriceTag product={product} variant="list" />;
}

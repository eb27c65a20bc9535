import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { WIDGET_PROPS } from '../../contract/widgetProps';
import { PriceTag } from '../shared/PriceTag';

/** The price of a host's own product card (data-props {product}), in the active currency. */
export function ProductPrice(props: Record<string, unknown>) {
  const { product } = useMemo(() => decode(WIDGET_PROPS.ProductPrice, props, 'data-props'), [props]);
  return <PriceTag product={product} variant="list" />;
}

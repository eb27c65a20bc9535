import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { productDetailPropsDecoder } from '../../contract/props/productDetailProps';
import type { IslandProps } from '../../contract/widgetProps';
import { detailOpened, openedDetailState, selectDetail } from '../../store/catalog/productDetail';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { useIsomorphicLayoutEffect } from '../../ui/useIsomorphicLayoutEffect';
import { DetailView } from './DetailView';
import './ProductDetail.css';

/**
 * The product detail island: its data-props carry the page's product (with its variant family), and
 * the checkout's bank tables and the cart's payment plans for the installment line.
 */
export function ProductDetail(props: IslandProps) {
  const { product, banks, paymentOptions, inlinePicture } = useMemo(
    () => decode(productDetailPropsDecoder, props, 'data-props'),
    [props],
  );
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectDetail);
  // The first frame shows the page's product as it opens, whether or not the store has caught up.
  const opening = useMemo(() => openedDetailState(product), [product]);
  const detail = stored.product ? stored : opening;
  // Before the first paint: the detail shows in the island's first frame, never an empty one.
  useIsomorphicLayoutEffect(() => {
    dispatch(detailOpened(product));
  }, [dispatch, product]);
  return (
    <DetailView
      detail={detail}
      pageProduct={product}
      banks={banks}
      paymentOptions={paymentOptions}
      inlinePicture={inlinePicture}
    />
  );
}

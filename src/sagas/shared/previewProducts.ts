import type { SagaIterator } from 'redux-saga';
import { call, cancelled, race, take } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { lookupProducts } from '../../api/quickOrder';
import type { Product } from '../../contract/catalog';
import type { ProductLookupAnswer } from '../../contract/quickOrder';
import { getHttp } from '../runtime/context';

/**
 * Today's products under a document's product ids, for a preview of its lines going into the cart
 * (the reorder, the offer's Düzenle). Closing the preview aborts the call for real: null then. A
 * failed call throws, for the caller to say so.
 */
export function* previewProducts(
  productIds: readonly number[],
  closedType: string,
): SagaIterator<Product[] | null> {
  const ids = [...new Set(productIds)];
  const controller = new AbortController();
  try {
    const http: HttpClient = yield getHttp();
    const { answer } = (yield race({
      answer: call(lookupProducts, http, { ids }, controller.signal),
      closed: take(closedType),
    })) as { answer?: ProductLookupAnswer };
    if (answer) return answer.products;
    controller.abort();
    return null;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { PageTranslate } from '../../i18n/translate';
import { notify } from '../../store/core/ui';
import { lazyFlow } from '../runtime/lazyChunk';
import { currentPageTranslator } from '../chrome/pageTranslator';

/**
 * The type of store/catalog/productDetail's variantValueChosen, as a plain string: the detail's state and
 * actions come with the widget's chunk (test/sagas/catalogueChunks keeps the two equal).
 */
export const PRODUCT_DETAIL_INTENTS = ['productDetail/variantValueChosen'];

/**
 * The product detail's variant flow: only this listener is in the entry chunk. Its worker shares the
 * widget's chunk name, so it comes in the same file as the widget that dispatches the picks.
 */
export function* productDetailFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'product detail',
    intents: PRODUCT_DETAIL_INTENTS,
    load: () =>
      import(/* webpackChunkName: "w-ProductDetail" */ './productDetailVariants').then(
        (m) => m.productDetailVariants,
      ),
    *onLoadFailed() {
      // The pick stays in the picker; the next pick fetches the code again and switches.
      const t: PageTranslate = yield* currentPageTranslator();
      yield put(notify({ kind: 'error', message: t('mount.chunkFailed') }));
    },
  });
}

import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { isApiError, type HttpClient } from '../../api/http';
import {
  cancelOffer,
  editBlockedProductId,
  editOffer,
  fetchOffers,
  mailOffer,
  saveOfferCustomer,
  saveOfferProfits,
} from '../../api/offers';
import type { Product } from '../../contract/catalog';
import { OFFER_LIST_DEFAULT_LIMIT, type Offer, type OfferListAnswer } from '../../contract/offers';
import { isMarginPercent, offerTotal } from '../../domain/history/offerMargin';
import { CART_PATH } from '../../domain/shared/routes';
import { errorText } from '../../i18n/errorText';
import type { Translate } from '../../i18n/translate';
import { selectBasePath } from '../../store/core/config';
import {
  offerListActions as actions,
  offerMargins,
  selectOfferList,
  type OfferListState,
} from '../../store/history/offerList';
import { selectOfferEditPreview } from '../../store/history/offerEditPreview';
import type { ReorderPreview } from '../../store/cart/linePreview';
import { notify } from '../../store/core/ui';
import { alertUser, navigateTo } from '../runtime/browser';
import { getHttp } from '../runtime/context';
import { runHistoryList } from './historyListSession';
import { previewProducts } from '../shared/previewProducts';
import { currentTranslator } from '../chrome/translate';

/** The host refuses by role with 403: trying again will not help, so the message says it is the role. */
const refusedByRole = (error: unknown): boolean => isApiError(error) && error.status === 403;

function* saveProfits(action: ReturnType<typeof actions.profitSaveRequested>): SagaIterator {
  const offerId = action.payload;
  const t: Translate = yield* currentTranslator();
  const state: OfferListState = yield select(selectOfferList);
  const margins = offerMargins(state, offerId);
  try {
    // The inputs only ever store accepted margins; this guards a state built some other way.
    if (!margins || !Object.values(margins).every(isMarginPercent)) throw new Error('invalid margins');
    const http: HttpClient = yield getHttp();
    yield call(saveOfferProfits, http, { [offerId]: margins });
    const offer = state.items.find((o) => o.id === offerId)!;
    // The row's total by the host's own rule: the grand total the detail and the quote show.
    const total = offerTotal(offer.offerItems.map((i) => ({ ...i, profit: margins[i.id] ?? i.profit })));
    yield put(actions.profitSaved({ offerId, margins, total }));
    yield put(notify({ kind: 'success', message: t('offers.profitSaved') }));
  } catch (error) {
    console.error('[b2b] the offer margins could not be saved:', error);
    yield put(actions.profitSaveFailed(offerId));
    yield put(notify({ kind: 'error', message: t('offers.profitSaveFailed') }));
  }
}

function* saveCustomer(action: ReturnType<typeof actions.customerSaveRequested>): SagaIterator {
  const { orderNo, customer } = action.payload;
  try {
    const http: HttpClient = yield getHttp();
    yield call(saveOfferCustomer, http, { [orderNo]: customer });
    yield put(actions.customerSaved({ orderNo, customer }));
    const t: Translate = yield* currentTranslator();
    yield put(notify({ kind: 'success', message: t('offers.customerSaved') }));
  } catch (error) {
    // The modal stays open with the form as typed and says why: the role, or 'Müşteri kaydedilemedi…'.
    console.error('[b2b] the offer customer could not be saved:', error);
    yield put(actions.customerSaveFailed(refusedByRole(error) ? 'role' : 'retry'));
  }
}

function* cancel(action: ReturnType<typeof actions.cancelRequested>): SagaIterator {
  const id = action.payload;
  try {
    const http: HttpClient = yield getHttp();
    const offer: Offer = yield call(cancelOffer, http, id);
    yield put(actions.cancelled(offer));
  } catch (error) {
    console.error('[b2b] the offer could not be cancelled:', error);
    const t: Translate = yield* currentTranslator();
    yield put(actions.actionSettled(id));
    yield put(
      notify({
        kind: 'error',
        message: t(refusedByRole(error) ? 'offers.roleRefused' : 'orders.cancelFailed'),
      }),
    );
  }
}

function* mail(action: ReturnType<typeof actions.mailRequested>): SagaIterator {
  const id = action.payload;
  const t: Translate = yield* currentTranslator();
  try {
    const http: HttpClient = yield getHttp();
    yield call(mailOffer, http, id);
    yield put(notify({ kind: 'success', message: t('offers.mailSent') }));
  } catch (error) {
    console.error('[b2b] the offer mail could not be sent:', error);
    yield put(
      notify({
        kind: 'error',
        message: t(refusedByRole(error) ? 'offers.roleRefused' : 'offers.mailFailed'),
      }),
    );
  } finally {
    yield put(actions.actionSettled(id));
  }
}

/**
 * Düzenle, first step: today's products of the offer's lines, so the preview can say
 * which lines go capped or are left out before the cart is replaced.
 */
function* previewEdit(action: ReturnType<typeof actions.editRequested>): SagaIterator {
  const state: OfferListState = yield select(selectOfferList);
  const offer = state.items.find((o) => o.id === action.payload);
  if (!offer) return;
  try {
    const products: Product[] | null = yield* previewProducts(
      offer.offerItems.map((item) => item.productId),
      actions.editClosed.type,
    );
    if (products) yield put(actions.editProductsLoaded(products));
  } catch (error) {
    if (isApiError(error) && error.aborted) return;
    if (!isApiError(error)) console.error('[b2b] the offer edit could not be prepared:', error);
    const t: Translate = yield* currentTranslator();
    yield put(actions.editLoadFailed(errorText(error, t)));
  }
}

/**
 * Düzenle, confirmed: the host replaces the cart with the offer's lines, capping and leaving out by
 * the same rule as the preview (it never trusts the widget), and the user goes to /sepet. A refusal
 * is the alert of error.messages.type (a network failure: the error's text), and the detail opens
 * with the product it names marked.
 */
function* confirmEdit(): SagaIterator {
  const state: OfferListState = yield select(selectOfferList);
  const id = state.edit.offerId;
  if (id === null || state.edit.status !== 'sending') return;
  const t: Translate = yield* currentTranslator();
  const preview: ReorderPreview = yield select(selectOfferEditPreview);
  if (preview.batch.length === 0) {
    yield put(actions.editSendFailed(t('offers.editNothing')));
    return;
  }
  try {
    const http: HttpClient = yield getHttp();
    yield call(editOffer, http, id);
    const basePath: string = yield select(selectBasePath);
    yield call(navigateTo, `${basePath}${CART_PATH}`);
  } catch (error) {
    console.error('[b2b] the offer could not be edited into the cart:', error);
    yield put(actions.editBlocked({ offerId: id, productId: editBlockedProductId(error) }));
    yield call(
      alertUser,
      isApiError(error) && error.serverMessage ? error.serverMessage : errorText(error, t),
    );
  }
}

/** The offer list's session (a lazy chunk): the shared list flow plus every row action. */
export function* offerListSession(): SagaIterator {
  yield takeEvery(actions.profitSaveRequested.type, saveProfits);
  yield takeLeading(actions.customerSaveRequested.type, saveCustomer);
  yield takeEvery(actions.cancelRequested.type, cancel);
  yield takeEvery(actions.mailRequested.type, mail);
  yield takeLatest(actions.editRequested.type, previewEdit);
  yield takeLeading(actions.editConfirmed.type, confirmEdit);
  yield* runHistoryList<OfferListAnswer>({
    name: 'offer list',
    actions,
    fetch: fetchOffers,
    limit: OFFER_LIST_DEFAULT_LIMIT,
    select: selectOfferList,
    pageOf: (answer) => ({ count: answer.offers.length, page: answer.page, pages: answer.pages }),
  });
}

import { call, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { saveSetting } from '../../api/settings';
import { currencyChosen } from '../../store/chrome/currency';
import { getHttp } from '../runtime/context';

function* saveChosenCurrency(action: ReturnType<typeof currencyChosen>) {
  const http: HttpClient = yield getHttp();
  try {
    yield call(saveSetting, http, 'defaultCurrency', action.payload);
  } catch (error) {
    // The page is already re-priced from the store; a failed save only means the choice is not remembered.
    console.error('[b2b] the chosen currency could not be saved:', error);
  }
}

/** Prices re-render from the store at once; the choice is saved as the defaultCurrency setting. */
export function* currencyFlow() {
  yield takeLatest(currencyChosen.type, saveChosenCurrency);
}

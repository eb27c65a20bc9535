import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { saveSetting } from '../../api/settings';
import { pathForLocale } from '../../domain/chrome/locales';
import { loadMoreLabels } from '../../i18n/moreLabels';
import { labelsLoaded, loadLabelTable } from '../../i18n/translate';
import { languageActions as actions } from '../../store/chrome/language';
import { localeChanged, selectLocale } from '../../store/chrome/locale';
import type { RootState } from '../../store/core/rootReducer';
import { currentAddress, navigateTo, reloadPage } from '../runtime/browser';
import { getHttp } from '../runtime/context';
import { takeLeadingFrom } from '../runtime/takeLeadingFrom';

/**
 * A language change: the locale is saved with the settings call, becomes the
 * active locale, and the page reloads so the host renders it (and every widget) in that language.
 * A failed save changes nothing and says so; the page is not reloaded into the old language.
 */
function* change(action: Action): SagaIterator {
  if (!actions.chosen.match(action)) return;
  const locale = action.payload;
  const http: HttpClient = yield getHttp();
  try {
    yield call(saveSetting, http, 'locale', locale);
  } catch (error) {
    console.error('[b2b] the language could not be saved:', error);
    yield put(actions.saveFailed());
    return;
  }
  // Both parts the page shows, before the change: a widget hydrated from the server's markup may not
  // suspend on a synchronous update (React's error 426), so nothing may wait for its words after it.
  const shown: ReturnType<typeof selectLocale> = yield select(selectLocale);
  try {
    yield call(loadLabelTable, locale);
    if (labelsLoaded(shown, 'more')) yield call(loadMoreLabels, locale);
  } catch (error) {
    // The reload brings the labels anyway; until then the Turkish table stands in.
    console.error(`[b2b] labels for "${locale}" could not be loaded:`, error);
  }
  yield put(localeChanged(locale));
  const basePath: string = yield select((state: RootState) => state.config.basePath);
  const address: ReturnType<typeof currentAddress> = yield call(currentAddress);
  const path = pathForLocale(address.pathname, basePath, locale);
  if (path === null) yield call(reloadPage);
  else yield call(navigateTo, path + address.search + address.hash);
}

export function* runLanguage(intents: Channel<Action>) {
  yield* takeLeadingFrom(intents, change);
}

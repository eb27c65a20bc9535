import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { addListLines } from '../../api/lists';
import { lookupProducts } from '../../api/quickOrder';
import type { Product } from '../../contract/catalog';
import { LIST_ADD_MAX_LINES, type ListLineRequest, type ListLinesAddedAnswer } from '../../contract/lists';
import { PRODUCT_CODE_MAX, type CodeMatch, type ProductLookupAnswer } from '../../contract/quickOrder';
import { codeKey, padQuantity, padRowUnit } from '../../domain/quickOrder/quickOrderRows';
import { parseSheet } from '../../domain/quickOrder/quickOrderSheet';
import { unitLabel } from '../../domain/cart/units';
import type { Translate } from '../../i18n/translate';
import { selectShoppingLists, shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type ImportProblem, type ShoppingListsState } from '../../store/lists/shoppingListsState';
import { getHttp } from '../runtime/context';
import { endedByLogin, failureText } from './shoppingListsFailure';
import { currentTranslator } from '../chrome/translate';

interface ImportLine {
  row: number;
  code: string;
  request: ListLineRequest;
}

/** The sheet's codes, each once (as the pad compares them), those that can name a product at all. */
function codesToLookUp(codes: string[]): string[] {
  const wanted = new Map<string, string>();
  for (const code of codes) {
    const key = codeKey(code);
    if (key !== '' && code.trim().length <= PRODUCT_CODE_MAX && !wanted.has(key))
      wanted.set(key, code.trim());
  }
  return [...wanted.values()];
}

/**
 * 'Listeye Aktar': the pasted or read sheet (domain/quickOrder/quickOrderSheet, as the quick order pad reads
 * it), its codes looked up in one call, each row judged as the pad judges it (a code no product has,
 * a unit the product is not sold in, a quantity outside 1–100), the rest added in one call. Every row
 * that did not go in is reported with its reason, the host's refusals included. A failure of either
 * call imports nothing and is said; the dialog keeps the text.
 */
export function* importIntoList(action: ReturnType<typeof actions.importRequested>): SagaIterator {
  const t: Translate = yield* currentTranslator();
  const state: ShoppingListsState = yield select(selectShoppingLists);
  const list = state.detail?.list;
  if (!list) {
    yield put(actions.importFailed(t('lists.listLoadFailed')));
    return;
  }
  const sheet = parseSheet(action.payload.text);
  if (sheet.rows.length === 0) {
    yield put(actions.importFailed(t('lists.importNothing')));
    return;
  }
  if (sheet.rows.length > LIST_ADD_MAX_LINES) {
    yield put(actions.importFailed(t('lists.importTooMany', { max: LIST_ADD_MAX_LINES })));
    return;
  }
  const http: HttpClient = yield getHttp();
  const codes = codesToLookUp(sheet.rows.map((row) => row.code));
  let found: ProductLookupAnswer = { codes: [], products: [] };
  if (codes.length > 0) {
    try {
      found = yield call(lookupProducts, http, { codes });
    } catch (error) {
      if (yield* endedByLogin(error, 'the imported codes could not be looked up')) return;
      yield put(actions.importFailed(yield* failureText(error)));
      return;
    }
  }
  const matches = new Map<string, CodeMatch>(found.codes.map((m) => [codeKey(m.code), m]));
  const products = new Map<number, Product>(found.products.map((p) => [p.id, p]));

  const problems: ImportProblem[] = [];
  const lines: ImportLine[] = [];
  sheet.rows.forEach(({ code, quantity, unit: unitName }, index) => {
    // The row the user sees in their sheet: blank, header and code-less lines counted.
    const row = sheet.lines[index]!;
    const match = matches.get(codeKey(code));
    const product = match?.productId != null ? products.get(match.productId) : undefined;
    if (!match || !product) {
      problems.push({ row, code, message: t('lists.importUnknownCode', { code }) });
      return;
    }
    const unit = padRowUnit(product, unitName, match.unitId);
    if (!unit) {
      problems.push({ row, code, message: t('lists.importUnitUnknown', { unit: unitName }) });
      return;
    }
    const judged = padQuantity(quantity, unitLabel(unit));
    if (!judged.ok) {
      problems.push({ row, code, message: t(judged.hint.key, judged.hint.params) });
      return;
    }
    lines.push({ row, code, request: { productId: product.id, quantity: judged.quantity, unit: unit.id } });
  });
  if (lines.length === 0) {
    yield put(actions.importAnswered({ added: 0, problems, skipped: sheet.skipped }));
    return;
  }

  let answer: ListLinesAddedAnswer;
  try {
    answer = yield call(
      addListLines,
      http,
      list.id,
      lines.map((line) => line.request),
    );
  } catch (error) {
    if (yield* endedByLogin(error, 'the imported lines could not be added')) return;
    yield put(actions.importFailed(yield* failureText(error)));
    return;
  }
  let added = 0;
  lines.forEach((line, index) => {
    const result = answer.results[index];
    if (result?.ok && result.productId === line.request.productId) added += 1;
    else
      problems.push({
        row: line.row,
        code: line.code,
        message: result && !result.ok ? result.message : t('common.technicalError'),
      });
  });
  problems.sort((a, b) => a.row - b.row);
  yield put(
    actions.importAnswered({
      added,
      problems,
      skipped: sheet.skipped,
      list: { list: answer.list, lines: answer.lines },
    }),
  );
}

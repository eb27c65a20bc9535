import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, put, select, take } from 'redux-saga/effects';
import { isApiError, type HttpClient } from '../../api/http';
import { lookupProducts } from '../../api/quickOrder';
import { PRODUCT_CODE_MAX, type ProductLookupAnswer } from '../../contract/quickOrder';
import { codeKey, type CodeLookup } from '../../domain/quickOrder/quickOrderRows';
import { scanPlacement } from '../../domain/quickOrder/scanPlacement';
import { noteRead, type ReadLog } from '../../domain/quickOrder/scanReads';
import {
  quickOrderActions as actions,
  selectQuickOrder,
  type QuickOrderState,
} from '../../store/quickOrder/quickOrder';
import { quickOrderScanned } from '../../store/quickOrder/quickOrderIntents';
import { getHttp } from '../runtime/context';

type ScanAction = ReturnType<typeof quickOrderScanned>;

/** Longest text a read may put on the pad (a QR code can hold a whole page). */
const SCAN_TEXT_MAX = 200;

/**
 * The scanned code's lookup: the pad's answer when it has one, else the same call typed codes
 * make. A code too long to name a product is not asked; a failed call leaves the code on the pad
 * with 'Tekrar Dene', like a typed code.
 */
function* lookUp(code: string): SagaIterator<'found' | 'unknown' | 'failed'> {
  const key = codeKey(code);
  const pad: QuickOrderState = yield select(selectQuickOrder);
  const known: CodeLookup | undefined = pad.lookups[key];
  if (known?.status === 'found' || known?.status === 'unknown') return known.status;
  if (code.length > PRODUCT_CODE_MAX) {
    yield put(actions.lookupsAnswered({ matches: [{ key, productId: null, unitId: null }], products: [] }));
    return 'unknown';
  }
  yield put(actions.lookupsStarted([key]));
  try {
    const http: HttpClient = yield getHttp();
    const answer: ProductLookupAnswer = yield call(lookupProducts, http, { codes: [code] });
    const match = answer.codes.find((m) => codeKey(m.code) === key);
    const productId = match?.productId ?? null;
    yield put(
      actions.lookupsAnswered({
        matches: [{ key, productId, unitId: match?.unitId ?? null }],
        products: answer.products,
      }),
    );
    return productId === null ? 'unknown' : 'found';
  } catch (error) {
    if (!isApiError(error)) console.error('[b2b] a scanned code could not be looked up:', error);
    else console.warn('[b2b] a scanned code could not be looked up:', error.message);
    yield put(actions.lookupsFailed([key]));
    return 'failed';
  }
}

/** One counted read onto the pad: looked up, then one more on its row or a new row. */
function* placeScan(code: string): SagaIterator {
  let pad: QuickOrderState = yield select(selectQuickOrder);
  // A read that woke the flow waits for the tab's list, so it lands among the restored rows.
  if (!pad.restored) yield take(actions.restored.type);
  const lookup: 'found' | 'unknown' | 'failed' = yield* lookUp(code);
  pad = yield select(selectQuickOrder);
  const placement = scanPlacement(pad.rows, code, { lookups: pad.lookups, products: pad.products });
  yield put(actions.scanPlaced({ code, lookup, placement }));
}

/**
 * Every read, keyboard scanner and camera alike, one after the other: two quick reads of one
 * product must find the row the first one made, not both make a row. The same code again within
 * 1.5 s of its last read counts once (domain/quickOrder/scanReads). Reads are taken from the store, not from
 * the entry's listener: they come from a pad on screen, which is shown once this flow has restored
 * it, so the entry chunk does not carry their type.
 */
export function* scanReader(): SagaIterator {
  const reads: Channel<ScanAction> = yield actionChannel(quickOrderScanned.type, buffers.expanding(8));
  let log: ReadLog = {};
  for (;;) {
    const { payload: read }: ScanAction = yield take(reads);
    const code = read.code.trim().slice(0, SCAN_TEXT_MAX);
    const step = noteRead(log, code, read.at);
    log = step.log;
    if (step.counts) yield call(placeScan, code);
  }
}

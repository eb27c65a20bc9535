import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { saveSetting } from '../../api/settings';
import type { User } from '../../contract/hostConfig';
import { branchChosen } from '../../store/cart/cartIntents';
import { currentBranchChanged, selectUser } from '../../store/core/config';
import { getHttp } from '../runtime/context';

/**
 * The cart page's branch select saves `branch` with the settings call. The choice shows at
 * once; a failed save is logged and the select goes back to the branch the server still has.
 */
function* onBranchChosen(action: ReturnType<typeof branchChosen>): SagaIterator {
  const user: User = yield select(selectUser);
  const previous = user.currentBranch;
  yield put(currentBranchChanged(action.payload.branchId));
  try {
    const http: HttpClient = yield getHttp();
    yield call(saveSetting, http, 'branch', action.payload.branchId);
  } catch (error) {
    console.error('[b2b] the branch could not be saved:', error);
    yield put(currentBranchChanged(previous));
  }
}

export function* branchFlow(): SagaIterator {
  yield takeLatest(branchChosen.type, onBranchChosen);
}

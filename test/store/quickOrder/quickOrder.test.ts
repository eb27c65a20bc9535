/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import { QUICK_ORDER_MAX_ROWS } from '../../../src/contract/quickOrder';
import { parseSheet } from '../../../src/domain/quickOrder/quickOrderSheet';
import { rootReducer } from '../../../src/store/core/rootReducer';
import {
  BLANK_ROWS,
  quickOrderActions as actions,
  selectQuickOrder,
} from '../../../src/store/quickOrder/quickOrder';
import { quickOrderFlowFailed, reorderRequested } from '../../../src/store/quickOrder/quickOrderIntents';
import { makeOrder } from '../../support/history';

function store() {
  const s = configureStore({ reducer: rootReducer });
  s.dispatch(actions.restored([]));
  return s;
}
const pad = (s: ReturnType<typeof store>) => selectQuickOrder(s.getState());
const sheet = (n: number) => Array.from({ length: n }, (_, i) => `K${i + 1}\t1`).join('\n');

describe('the pad’s rows', () => {
  it('starts with blank rows to type into and always ends in one', () => {
    const s = store();
    expect(pad(s).rows).toHaveLength(BLANK_ROWS);
    for (let i = 0; i < BLANK_ROWS; i++) {
      const key = pad(s).rows[i]!.key;
      s.dispatch(actions.rowEdited({ key, code: `K${i}` }));
    }
    expect(pad(s).rows).toHaveLength(BLANK_ROWS + 1);
    expect(pad(s).rows[BLANK_ROWS]!.code).toBe('');
  });

  it('pastes after the filled rows, says how many came, and takes no more than the pad holds', () => {
    const s = store();
    s.dispatch(actions.rowEdited({ key: pad(s).rows[0]!.key, code: 'ELLE' }));
    s.dispatch(actions.rowsPasted(parseSheet(`Kod\tMiktar\n${sheet(QUICK_ORDER_MAX_ROWS + 20)}`)));
    const { rows, pasteNotice } = pad(s);
    expect(rows).toHaveLength(QUICK_ORDER_MAX_ROWS);
    expect(rows[0]!.code).toBe('ELLE');
    expect(rows[1]!.code).toBe('K1');
    expect(pasteNotice).toEqual({ added: QUICK_ORDER_MAX_ROWS - 1, headerSkipped: true, truncated: true });
    s.dispatch(actions.rowsAdded());
    expect(pad(s).rows).toHaveLength(QUICK_ORDER_MAX_ROWS);
  });

  it('a new code starts in the product’s default unit; the shop’s refusal goes when the row is edited', () => {
    const s = store();
    s.dispatch(actions.rowsPasted(parseSheet('K1\t2\tKOLİ')));
    const key = pad(s).rows[0]!.key;
    s.dispatch(actions.submitAnswered({ added: [], addedKeys: [], refused: { [key]: 'Stok yok' } }));
    expect(pad(s).rowMessages[key]).toBe('Stok yok');
    s.dispatch(actions.rowEdited({ key, code: 'K2' }));
    expect(pad(s).rows[0]).toMatchObject({ code: 'K2', quantity: '2', unit: '' });
    expect(pad(s).rowMessages[key]).toBeUndefined();
  });

  it('added rows leave, refused ones stay; clearing empties the pad but keeps what was looked up', () => {
    const s = store();
    s.dispatch(actions.rowsPasted(parseSheet('K1\t1\nK2\t1\nK1\t2')));
    const [a, b, c] = pad(s).rows;
    s.dispatch(
      actions.lookupsAnswered({ matches: [{ key: 'k1', productId: 1, unitId: null }], products: [] }),
    );
    s.dispatch(
      actions.submitAnswered({
        added: [{ productId: 1, code: 'K1', name: 'Bir', quantity: 3, unit: 'ADET' }],
        addedKeys: [a!.key, c!.key],
        refused: { [b!.key]: 'Ret' },
      }),
    );
    expect(
      pad(s)
        .rows.filter((r) => r.code !== '')
        .map((r) => r.code),
    ).toEqual(['K2']);
    expect(pad(s).submit).toMatchObject({ status: 'done', refused: 1 });
    s.dispatch(actions.cleared());
    expect(pad(s).rows.every((r) => r.code === '')).toBe(true);
    expect(pad(s).submit.status).toBe('idle');
    expect(pad(s).lookups.k1).toEqual({ status: 'found', productId: 1, unitId: null });
  });

  it('before the tab’s list is read, is the blank pad; a kept list comes first, rows typed meanwhile after it', () => {
    const s = configureStore({ reducer: rootReducer });
    expect(pad(s).restored).toBe(false);
    expect(pad(s).rows.map((r) => [r.key, r.code])).toEqual(
      Array.from({ length: BLANK_ROWS }, (_, i) => [`r${i + 1}`, '']),
    );
    s.dispatch(actions.rowEdited({ key: 'r2', code: 'ELLE $& <b>' }));
    s.dispatch(actions.restored([{ code: 'K1', quantity: '2', unit: '' }]));
    expect(pad(s).restored).toBe(true);
    expect(pad(s).rows.map((r) => r.code)).toEqual(['K1', 'ELLE $& <b>', '', '', '']);
  });

  it('an empty kept list leaves the blank rows as they are (the same keys: no input is replaced)', () => {
    const s = configureStore({ reducer: rootReducer });
    const before = pad(s).rows;
    s.dispatch(actions.restored([]));
    expect(pad(s).rows).toEqual(before);
  });

  it('when the flow’s code cannot be fetched, whatever waits is told so', () => {
    const s = configureStore({ reducer: rootReducer });
    s.dispatch(reorderRequested(makeOrder()));
    expect(pad(s).reorder.status).toBe('loading');
    s.dispatch(quickOrderFlowFailed());
    expect(pad(s).restored).toBe(true);
    expect(pad(s).rows).toHaveLength(BLANK_ROWS);
    expect(pad(s).reorder).toMatchObject({ status: 'failed', message: '' });
  });
});

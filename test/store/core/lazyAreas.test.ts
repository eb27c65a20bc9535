/** @jest-environment node */
import type { UnknownAction } from '@reduxjs/toolkit';
import { injectArea, lazyAreasReducer } from '../../../src/store/core/lazyAreas';

const bump = { type: 'test/bumped' };
const counter = (state = 0, action: UnknownAction) => (action.type === bump.type ? state + 1 : state);

describe('data areas of lazy chunks', () => {
  it('an area joins with its initial state at the next action, and keeps the state object while nothing changes', () => {
    const before = lazyAreasReducer(undefined, { type: 'init' });
    injectArea('lazyCounterA', counter);
    const joined = lazyAreasReducer(before, { type: 'other' });
    expect(joined.lazyCounterA).toBe(0);
    expect(lazyAreasReducer(joined, { type: 'other' })).toBe(joined);
    const bumped = lazyAreasReducer(joined, bump);
    expect(bumped).not.toBe(joined);
    expect(bumped.lazyCounterA).toBe(1);
  });

  it('the areas live side by side, each with its own state', () => {
    injectArea('lazyCounterB', counter);
    const state = lazyAreasReducer({ lazyCounterA: 5 }, bump);
    expect(state).toMatchObject({ lazyCounterA: 6, lazyCounterB: 1 });
  });
});

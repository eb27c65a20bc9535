/** @jest-environment node */
import { createAction, createSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../src/store/core/rootReducer';

const bump = createAction('test/bumped');
const counter = <Name extends string>(name: Name) =>
  createSlice({
    name,
    initialState: 0,
    reducers: {},
    extraReducers: (builder) => builder.addCase(bump, (state) => state + 1),
  });
// The test's areas are not declared in LazyLoadedSlices: the root's state is read with them added.
type WithCounters = RootState & { lazyCounterA?: number; lazyCounterB?: number };
const reduce = (state: WithCounters | undefined, action: { type: string }) =>
  rootReducer(state, action) as WithCounters;

describe('data areas of lazy chunks', () => {
  it('an area joins with its initial state at the next action, and keeps the state object while nothing changes', () => {
    const before = reduce(undefined, { type: 'init' });
    const injected = counter('lazyCounterA').injectInto(rootReducer);
    // Before it joins, its selector gives the initial state.
    expect(injected.selectSlice(before)).toBe(0);
    const joined = reduce(before, { type: 'other' });
    expect(joined.lazyCounterA).toBe(0);
    expect(reduce(joined, { type: 'other' })).toBe(joined);
    const bumped = reduce(joined, bump());
    expect(bumped).not.toBe(joined);
    expect(bumped.lazyCounterA).toBe(1);
    expect(injected.selectSlice(bumped)).toBe(1);
  });

  it('the areas live side by side, each with its own state', () => {
    counter('lazyCounterB').injectInto(rootReducer);
    const start = reduce(undefined, { type: 'init' });
    const state = reduce({ ...start, lazyCounterA: 5 }, bump());
    expect(state).toMatchObject({ lazyCounterA: 6, lazyCounterB: 1 });
  });

  it('the entry’s areas are there from the start; no lazy area is before its chunk loads', () => {
    const keys = Object.keys(reduce(undefined, { type: 'init' }));
    expect(keys).toEqual(
      expect.arrayContaining(['config', 'locale', 'currency', 'cart', 'ui', 'topHeader']),
    );
    expect(keys).not.toContain('faultReport');
    expect(keys).not.toContain('quickOrder');
    expect(keys).not.toContain('checkout');
  });
});

import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * Data areas whose code is a lazy chunk (the quick order pad): the chunk adds its reducer when it
 * loads, so the entry chunk carries only this. Each area's state lives under `lazy.<name>`; it is
 * undefined until the first action after the chunk loaded, so an area's selectors fall back to its
 * initial state.
 */
export type LazyAreasState = Readonly<Record<string, unknown>>;

const areas: Record<string, Reducer> = {};

export function injectArea(name: string, reducer: Reducer): void {
  areas[name] = reducer;
}

export function lazyAreasReducer(state: LazyAreasState = {}, action: UnknownAction): LazyAreasState {
  let next: Record<string, unknown> | null = null;
  for (const name in areas) {
    const area: unknown = areas[name]!(state[name], action);
    if (area !== state[name]) (next ??= { ...state })[name] = area;
  }
  return next ?? state;
}

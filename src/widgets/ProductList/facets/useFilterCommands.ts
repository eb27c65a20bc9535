import { useMemo } from 'react';
import { useAppDispatch } from '../../../store/core/hooks';
import { productListActions as actions } from '../../../store/catalog/productList';

/** What the facets' controls ask of the list (the session puts it in the URL and reloads). */
export interface FilterCommands {
  toggle: (key: string, value: string) => void;
  setRange: (key: string, value: string | null) => void;
  clear: (key: string) => void;
  clearAll: () => void;
}

export function useFilterCommands(): FilterCommands {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      toggle: (key, value) => dispatch(actions.filterToggled({ key, value })),
      setRange: (key, value) => dispatch(actions.filterSet({ key, values: value === null ? [] : [value] })),
      clear: (key) => dispatch(actions.filterSet({ key, values: [] })),
      clearAll: () => dispatch(actions.filtersCleared()),
    }),
    [dispatch],
  );
}

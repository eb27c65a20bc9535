import { historyListIntents } from '../history/historyListIntents';

/**
 * The shopping lists page's life-cycle intents: only these are in the entry chunk (its
 * flow's listener, sagas/lists/shoppingLists); the area's state and its other actions come with the
 * widget's chunk.
 */
export const shoppingListsIntents = historyListIntents('shoppingLists');

/**
 * The 'Listeye Ekle' control's intents as plain types: the picker's state, actions and
 * session come with its chunks; these wake its flow. `opened`: a menu opened (its lists are read);
 * `addRequested`: lines go into a list (or a new one); `unavailable`: the picker's code could not be
 * fetched (the control says so).
 */
export const LIST_PICKER_TYPES = {
  opened: 'listPicker/opened',
  addRequested: 'listPicker/addRequested',
  unavailable: 'listPicker/unavailable',
} as const;

import type { MouseEvent } from 'react';
import type { ListSummary } from '../../contract/lists';

/** What the overview's rows and a list's page ask of the widget (which opens its dialogs or dispatches). */
export interface ListCommands {
  /** The address of a list's view (null: the overview), for links that open in a new tab too. */
  hrefOf: (id: number | null) => string;
  /** Aç (an id) or 'Tüm Listeler' (null). */
  open: (id: number | null) => void;
  rename: (list: ListSummary) => void;
  duplicate: (list: ListSummary) => void;
  share: (list: ListSummary, shared: boolean) => void;
  remove: (list: ListSummary) => void;
}

/** A click that opens the link elsewhere (new tab, window) is the browser's, not the view's. */
export const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

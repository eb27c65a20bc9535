/**
 * Saved shopping lists (beyond the spec): calls under /api/catalog/lists, the spec's error
 * shape, CSRF on every change, personal answers (no-store). A line's product comes whole (prices in
 * every plan, units, stock), as the cart's does, so a list shows today's price and stock.
 */
import {
  arrayOf,
  bool,
  literal,
  num,
  numeric,
  object,
  oneOf,
  str,
  type Decoded,
  type Decoder,
} from './decode';
import { productDecoder } from './catalog';

export const listSummaryDecoder = object({
  id: num,
  name: str,
  lineCount: num,
  /** ISO 8601: the last change of the list or a line. */
  updatedAt: str,
  owner: object({ id: num, name: str }),
  /** Shared with the company (else private: its owner's alone). */
  shared: bool,
  /** The reader owns it. */
  mine: bool,
  /** The reader may change it (domain/lists/shoppingLists mayEditList). */
  canEdit: bool,
});
export type ListSummary = Decoded<typeof listSummaryDecoder>;

export const listLineDecoder = object({
  id: num,
  product: productDecoder,
  /** The unit's id (one of product.units). */
  unitId: num,
  /** 1–100 in the unit, as a cart line. */
  quantity: numeric,
  note: str,
});
export type ListLine = Decoded<typeof listLineDecoder>;

/** GET /api/catalog/lists: the reader's lists, then the company's shared ones, newest change first. */
export const listsAnswer = object({ lists: arrayOf(listSummaryDecoder) });
export type ListsAnswer = Decoded<typeof listsAnswer>;

/** GET /api/catalog/lists/{id}, and every change of a list or its lines: the list as it now is. */
export const listDetailAnswer = object({ list: listSummaryDecoder, lines: arrayOf(listLineDecoder) });
export type ListDetailAnswer = Decoded<typeof listDetailAnswer>;

/** POST /api/catalog/lists {name, shared}, PATCH /api/catalog/lists/{id}, POST …/{id}/duplicate. */
export const listSavedAnswer = object({ list: listSummaryDecoder });

export interface ListLineRequest {
  productId: number;
  /** 1–100 in `unit`. */
  quantity: number;
  /** The unit's id; the product's default unit when left out. */
  unit?: number;
  note?: string;
}

export type ListAddResult =
  { productId: number; ok: true } | { productId: number; ok: false; message: string };

const addedLine: Decoder<ListAddResult> = object({ productId: num, ok: literal(true) });
const refusedLine: Decoder<ListAddResult> = object({ productId: num, ok: literal(false), message: str });

/**
 * POST /api/catalog/lists/{id}/lines {lines}: each line added (a product already in the list takes
 * the quantity as the cart merges it) or refused with its message; the list after.
 */
export const listLinesAddedAnswer = object({
  results: arrayOf(oneOf(addedLine, refusedLine)),
  list: listSummaryDecoder,
  lines: arrayOf(listLineDecoder),
});
export type ListLinesAddedAnswer = Decoded<typeof listLinesAddedAnswer>;

/**
 * PATCH /api/catalog/lists/{id}/lines/{lineId} {quantity?, unit?, note?}: the line as it now is, and
 * the list (its last change) after it.
 */
export const listLineSavedAnswer = object({ line: listLineDecoder, list: listSummaryDecoder });
export type ListLineSavedAnswer = Decoded<typeof listLineSavedAnswer>;

/** DELETE /api/catalog/lists/{id}. */
export const listDeletedAnswer = object({ success: bool });

/** DELETE /api/catalog/lists/{id}/lines/{lineId}: the list (its line count, last change) after it. */
export const listLineRemovedAnswer = object({ success: bool, list: listSummaryDecoder });

/** Lines one add call takes at most (a whole cart, a quick order pad, an imported file). */
export const LIST_ADD_MAX_LINES = 300;

/**
 * Saved shopping lists: a company user's named lists of products, private or shared with
 * the company. Who sees and changes a list is the domain's rule (src/domain/lists/shoppingLists): a list
 * the reader may not see answers 404, one they see but may not change 403. A line keeps a quantity
 * and a unit as a cart line does: 1 to 100 of one of the product's units, a product added again
 * merged as the cart merges it (domain/cart/cartUnits), never a variant master. Stock and price are not
 * judged here: a list is a plan, its lines meet today's stock when they go into the cart. Names and
 * notes are judged by the widget's own rules, before anything is read. Every change runs under the
 * company's lock.
 */
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { ListAddResult, ListLine, ListLineRequest, ListSummary } from '../../src/contract/lists';
import { mergeCartQuantity } from '../../src/domain/cart/cartUnits';
import { quantityRangeFault } from '../../src/domain/cart/quantity';
import {
  judgeListName,
  judgeListNote,
  LIST_LINES_MAX,
  LISTS_PER_USER_MAX,
  mayEditList,
  mayViewList,
  type ListViewer,
} from '../../src/domain/lists/shoppingLists';
import type { Db } from '../db/handle';
import { inSavepoint, withCustomerLock } from '../db/transaction';
import { forbidden, invalid, isRefusal, notFound } from '../domain/refusal';
import { MSG } from '../messages';
import { productRows, unitRows, type UnitRow } from '../repo/products';
import {
  copyListLines,
  deleteListLine,
  deleteListRows,
  findListLine,
  findListRow,
  findProductLine,
  insertList,
  insertListLine,
  lineCountOf,
  listLines,
  ownedListCount,
  touchList,
  updateListLineRow,
  updateListRow,
  visibleListRows,
  type ListRow,
} from '../repo/shoppingLists';

/** The reader of a list: a company user. */
export interface ListReader extends ListViewer {
  id: number;
  companyId: number;
}

const nameOf = (typed: string) => {
  const judged = judgeListName(typed);
  if (!judged.ok) throw invalid(MSG.listNameInvalid);
  return judged.text;
};
const noteOf = (typed: string) => {
  const judged = judgeListNote(typed);
  if (!judged.ok) throw invalid(MSG.listNoteInvalid);
  return judged.text;
};

function toSummary(row: ListRow, reader: ListReader): ListSummary {
  const list = { ownerId: row.owner_id, shared: row.shared === 1 };
  return {
    id: row.id,
    name: row.name,
    lineCount: Number(row.line_count),
    updatedAt: row.updated_at,
    owner: { id: row.owner_id, name: row.owner_name },
    shared: list.shared,
    mine: row.owner_id === reader.id,
    canEdit: mayEditList(reader, list),
  };
}

/** The reader's lists and the company's shared ones, the latest change first. */
export async function listsOf(db: Db, reader: ListReader): Promise<ListSummary[]> {
  return (await visibleListRows(db, reader)).map((row) => toSummary(row, reader));
}

/** A list the reader may see (else 404, also for another company's), and may change when `edit`. */
async function listRow(db: Db, reader: ListReader, id: number, edit: boolean): Promise<ListRow> {
  const row = await findListRow(db, reader.companyId, id);
  const list = row && { ownerId: row.owner_id, shared: row.shared === 1 };
  if (!row || !list || !mayViewList(reader, list)) throw notFound(MSG.listNotFound);
  if (edit && !mayEditList(reader, list)) throw forbidden(MSG.listReadOnly);
  return row;
}

export async function listDetail(db: Db, reader: ListReader, id: number, locale: LocaleCode) {
  const row = await listRow(db, reader, id, false);
  return { list: toSummary(row, reader), lines: await listLines(db, id, locale) };
}

/** A new list of the reader's, named as typed. */
export function createList(db: Db, reader: ListReader, name: string, shared: boolean): Promise<ListSummary> {
  return newList(db, reader, nameOf(name), shared);
}

function newList(db: Db, reader: ListReader, name: string, shared: boolean): Promise<ListSummary> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    if ((await ownedListCount(trx, reader.id)) >= LISTS_PER_USER_MAX)
      throw invalid(MSG.tooManyLists(LISTS_PER_USER_MAX));
    const id = await insertList(trx, { companyId: reader.companyId, ownerId: reader.id, name, shared });
    return toSummary(await listRow(trx, reader, id, false), reader);
  });
}

export function updateList(
  db: Db,
  reader: ListReader,
  id: number,
  typed: { name?: string; shared?: boolean },
): Promise<ListSummary> {
  const change = { ...(typed.name === undefined ? {} : { name: nameOf(typed.name) }), shared: typed.shared };
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    await updateListRow(trx, id, change);
    return toSummary(await listRow(trx, reader, id, false), reader);
  });
}

/** A private copy of a list the reader sees, theirs, with every line and note. */
export function duplicateList(db: Db, reader: ListReader, id: number, typed: string): Promise<ListSummary> {
  const name = nameOf(typed);
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, false);
    const copy = await newList(trx, reader, name, false);
    await copyListLines(trx, id, copy.id);
    return toSummary(await listRow(trx, reader, copy.id, false), reader);
  });
}

export function deleteList(db: Db, reader: ListReader, id: number): Promise<void> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    await deleteListRows(trx, id);
  });
}

/** The unit a request names (its id), or the product's default unit. */
function unitOf(units: UnitRow[], unitId: number | undefined): UnitRow {
  if (unitId === undefined) return units.find((u) => u.is_default === 1) ?? units[0]!;
  const unit = units.find((u) => u.id === unitId);
  if (!unit) throw invalid(MSG.unitNotFound);
  return unit;
}

function checkQuantity(quantity: number): void {
  if (quantityRangeFault(quantity) !== null) throw invalid(MSG.quantityRange);
}

/** One line into the list: a product already there takes the quantity as the cart merges it. */
async function addLine(trx: Db, listId: number, request: ListLineRequest): Promise<void> {
  checkQuantity(request.quantity);
  const [product] = await productRows(trx, [request.productId]);
  if (!product) throw notFound(MSG.productNotFound);
  if (product.variant_check === 0) throw invalid(MSG.variantRequired);
  const units = await unitRows(trx, [request.productId]);
  const unit = unitOf(units, request.unit);
  const existing = await findProductLine(trx, listId, request.productId);
  if (existing) {
    const merged = mergeCartQuantity(
      { unit: unitOf(units, existing.unit_id), quantity: existing.quantity },
      { unit, quantity: request.quantity },
      units,
    );
    if (!merged) throw invalid(MSG.unitsNotConvertible);
    checkQuantity(merged.quantity);
    await updateListLineRow(trx, existing.id, {
      unitId: merged.unit.id,
      quantity: merged.quantity,
      note: request.note ?? existing.note,
    });
    return;
  }
  const { count, nextPosition } = await lineCountOf(trx, listId);
  if (count >= LIST_LINES_MAX) throw invalid(MSG.tooManyListLines(LIST_LINES_MAX));
  await insertListLine(trx, {
    listId,
    productId: request.productId,
    unitId: unit.id,
    quantity: request.quantity,
    note: request.note ?? '',
    position: nextPosition,
  });
}

/**
 * Lines into a list, in order, each in its own savepoint: a refused one is answered with its message
 * (in the reader's language) and changes nothing; an unexpected error rolls all of them back.
 */
export function addListLines(
  db: Db,
  reader: ListReader,
  id: number,
  typed: ListLineRequest[],
  locale: LocaleCode,
  localize: (message: string) => string,
): Promise<{ results: ListAddResult[]; list: ListSummary; lines: ListLine[] }> {
  // A note against the rule refuses the whole call: it is the form's mistake, not a line's.
  const requests = typed.map((line) =>
    line.note === undefined ? line : { ...line, note: noteOf(line.note) },
  );
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    const results: ListAddResult[] = [];
    for (const request of requests) {
      try {
        await inSavepoint(trx, 'list_line', () => addLine(trx, id, request));
        results.push({ productId: request.productId, ok: true });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        results.push({ productId: request.productId, ok: false, message: localize(error.message) });
      }
    }
    // A batch that changed nothing (every line refused) leaves the list's last change as it was.
    if (results.some((result) => result.ok)) await touchList(trx, id);
    return { results, ...(await listDetail(trx, reader, id, locale)) };
  });
}

/**
 * A line's quantity, unit or note, judged as an add is (the note by the route's schema and the rule):
 * the line as saved and the list after it.
 */
export function updateListLine(
  db: Db,
  reader: ListReader,
  id: number,
  lineId: number,
  typed: { quantity?: number; unit?: number; note?: string },
  locale: LocaleCode,
): Promise<{ line: ListLine; list: ListSummary }> {
  const change = { ...typed, ...(typed.note === undefined ? {} : { note: noteOf(typed.note) }) };
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    const line = await findListLine(trx, id, lineId);
    if (!line) throw notFound(MSG.listLineNotFound);
    const quantity = change.quantity ?? line.quantity;
    checkQuantity(quantity);
    const unit =
      change.unit === undefined
        ? line.unit_id
        : unitOf(await unitRows(trx, [line.product_id]), change.unit).id;
    await updateListLineRow(trx, lineId, { unitId: unit, quantity, note: change.note ?? line.note });
    await touchList(trx, id);
    const [saved] = await listLines(trx, id, locale, lineId);
    if (!saved) throw notFound(MSG.productNotFound);
    return { line: saved, list: toSummary(await listRow(trx, reader, id, false), reader) };
  });
}

/** Removes a line: the list after it. */
export function removeListLine(db: Db, reader: ListReader, id: number, lineId: number): Promise<ListSummary> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    if (!(await deleteListLine(trx, id, lineId))) throw notFound(MSG.listLineNotFound);
    await touchList(trx, id);
    return toSummary(await listRow(trx, reader, id, false), reader);
  });
}

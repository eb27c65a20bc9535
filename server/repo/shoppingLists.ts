/**
 * Saved shopping lists: a company user's named lists of products, private or shared with
 * the company. Who sees and changes a list is the domain's rule (src/domain/lists/shoppingLists): a list
 * the reader may not see answers 404, one they see but may not change 403. A line keeps a quantity
 * and a unit as a cart line does: 1 to 100 of one of the product's units, a product added again
 * merged as the cart merges it (domain/cart/cartUnits), never a variant master. Stock and price are not
 * judged here: a list is a plan, its lines meet today's stock when they go into the cart. Every change
 * runs under the company's lock.
 */
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { ListAddResult, ListLine, ListLineRequest, ListSummary } from '../../src/contract/lists';
import { mergeCartQuantity } from '../../src/domain/cart/cartUnits';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/domain/cart/quantity';
import {
  LIST_LINES_MAX,
  LISTS_PER_USER_MAX,
  mayEditList,
  mayViewList,
  type ListViewer,
} from '../../src/domain/lists/shoppingLists';
import type { Db } from '../db/handle';
import { inSavepoint, withCustomerLock } from '../db/transaction';
import { badRequest, HttpError, notFound } from '../http/errors';
import { MSG } from '../messages';
import { withLocalNames } from './englishNames';
import { listProducts, productRows, unitRows, type UnitRow } from './products';

/** The reader of a list: a company user. */
export interface ListReader extends ListViewer {
  id: number;
  companyId: number;
}

interface ListRow {
  id: number;
  company_id: number;
  owner_id: number;
  owner_name: string;
  name: string;
  shared: number;
  updated_at: string;
  line_count: number;
}

const summaries = (db: Db) =>
  db
    .selectFrom('shopping_lists as l')
    .innerJoin('users as o', 'o.id', 'l.owner_id')
    .select((eb) => [
      'l.id',
      'l.company_id',
      'l.owner_id',
      'o.name as owner_name',
      'l.name',
      'l.shared',
      'l.updated_at',
      eb
        .selectFrom('shopping_list_lines as x')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('x.list_id', '=', 'l.id')
        .as('line_count'),
    ]);

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
  const rows = (await summaries(db)
    .where('l.company_id', '=', reader.companyId)
    .where((eb) => eb.or([eb('l.owner_id', '=', reader.id), eb('l.shared', '=', 1)]))
    .orderBy('l.updated_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute()) as ListRow[];
  return rows.map((row) => toSummary(row, reader));
}

/** A list the reader may see (else 404, also for another company's), and may change when `edit`. */
async function listRow(db: Db, reader: ListReader, id: number, edit: boolean): Promise<ListRow> {
  const row = (await summaries(db)
    .where('l.id', '=', id)
    .where('l.company_id', '=', reader.companyId)
    .executeTakeFirst()) as ListRow | undefined;
  const list = row && { ownerId: row.owner_id, shared: row.shared === 1 };
  if (!row || !list || !mayViewList(reader, list)) throw notFound(MSG.listNotFound);
  if (edit && !mayEditList(reader, list)) throw new HttpError(403, MSG.listReadOnly);
  return row;
}

/**
 * A list's lines (or the one `lineId` names), in their order, each with its product as the viewer
 * reads it (names, unit labels).
 */
async function linesOf(db: Db, listId: number, locale: LocaleCode, lineId?: number): Promise<ListLine[]> {
  let query = db
    .selectFrom('shopping_list_lines')
    .select(['id', 'product_id', 'unit_id', 'quantity', 'note'])
    .where('list_id', '=', listId);
  if (lineId !== undefined) query = query.where('id', '=', lineId);
  const rows = await query.orderBy('position').orderBy('id').execute();
  const products = new Map(
    (
      await withLocalNames(
        db,
        await listProducts(
          db,
          rows.map((r) => r.product_id),
        ),
        locale,
      )
    ).map((p) => [p.id, p]),
  );
  // A product no longer sold has no line to show (the list keeps it until its owner removes it).
  return rows.flatMap((r) => {
    const product = products.get(r.product_id);
    return product ? [{ id: r.id, product, unitId: r.unit_id, quantity: r.quantity, note: r.note }] : [];
  });
}

export async function listDetail(db: Db, reader: ListReader, id: number, locale: LocaleCode) {
  const row = await listRow(db, reader, id, false);
  return { list: toSummary(row, reader), lines: await linesOf(db, id, locale) };
}

const touch = (trx: Db, id: number) =>
  trx
    .updateTable('shopping_lists')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

export function createList(db: Db, reader: ListReader, name: string, shared: boolean): Promise<ListSummary> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    const owned = await trx
      .selectFrom('shopping_lists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', reader.id)
      .executeTakeFirstOrThrow();
    if (Number(owned.n) >= LISTS_PER_USER_MAX) throw badRequest(MSG.tooManyLists(LISTS_PER_USER_MAX));
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('shopping_lists')
      .values({
        company_id: reader.companyId,
        owner_id: reader.id,
        name,
        shared: shared ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toSummary(await listRow(trx, reader, id, false), reader);
  });
}

export function updateList(
  db: Db,
  reader: ListReader,
  id: number,
  change: { name?: string; shared?: boolean },
): Promise<ListSummary> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    await trx
      .updateTable('shopping_lists')
      .set({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.shared === undefined ? {} : { shared: change.shared ? 1 : 0 }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return toSummary(await listRow(trx, reader, id, false), reader);
  });
}

/** A private copy of a list the reader sees, theirs, with every line and note. */
export function duplicateList(db: Db, reader: ListReader, id: number, name: string): Promise<ListSummary> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, false);
    const copy = await createList(trx, reader, name, false);
    const lines = await trx
      .selectFrom('shopping_list_lines')
      .select(['product_id', 'unit_id', 'quantity', 'note', 'position'])
      .where('list_id', '=', id)
      .execute();
    for (const line of lines)
      await trx
        .insertInto('shopping_list_lines')
        .values({ ...line, list_id: copy.id })
        .execute();
    return toSummary(await listRow(trx, reader, copy.id, false), reader);
  });
}

export function deleteList(db: Db, reader: ListReader, id: number): Promise<void> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    await trx.deleteFrom('shopping_list_lines').where('list_id', '=', id).execute();
    await trx.deleteFrom('shopping_lists').where('id', '=', id).execute();
  });
}

/** The unit a request names (its id), or the product's default unit. */
function unitOf(units: UnitRow[], unitId: number | undefined): UnitRow {
  if (unitId === undefined) return units.find((u) => u.is_default === 1) ?? units[0]!;
  const unit = units.find((u) => u.id === unitId);
  if (!unit) throw badRequest(MSG.unitNotFound);
  return unit;
}

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX)
    throw badRequest(MSG.quantityRange);
}

/** One line into the list: a product already there takes the quantity as the cart merges it. */
async function addLine(trx: Db, listId: number, request: ListLineRequest): Promise<void> {
  checkQuantity(request.quantity);
  const [product] = await productRows(trx, [request.productId]);
  if (!product) throw notFound(MSG.productNotFound);
  if (product.variant_check === 0) throw badRequest(MSG.variantRequired);
  const units = await unitRows(trx, [request.productId]);
  const unit = unitOf(units, request.unit);
  const existing = await trx
    .selectFrom('shopping_list_lines')
    .select(['id', 'unit_id', 'quantity', 'note'])
    .where('list_id', '=', listId)
    .where('product_id', '=', request.productId)
    .executeTakeFirst();
  if (existing) {
    const merged = mergeCartQuantity(
      { unit: unitOf(units, existing.unit_id), quantity: existing.quantity },
      { unit, quantity: request.quantity },
      units,
    );
    if (!merged) throw badRequest(MSG.unitsNotConvertible);
    checkQuantity(merged.quantity);
    await trx
      .updateTable('shopping_list_lines')
      .set({ unit_id: merged.unit.id, quantity: merged.quantity, note: request.note ?? existing.note })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  const counted = await trx
    .selectFrom('shopping_list_lines')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>('position').as('last')])
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  if (Number(counted.n) >= LIST_LINES_MAX) throw badRequest(MSG.tooManyListLines(LIST_LINES_MAX));
  await trx
    .insertInto('shopping_list_lines')
    .values({
      list_id: listId,
      product_id: request.productId,
      unit_id: unit.id,
      quantity: request.quantity,
      note: request.note ?? '',
      position: Number(counted.last ?? -1) + 1,
    })
    .execute();
}

/**
 * Lines into a list, in order, each in its own savepoint: a refused one is answered with its message
 * (in the reader's language) and changes nothing; an unexpected error rolls all of them back.
 */
export function addListLines(
  db: Db,
  reader: ListReader,
  id: number,
  requests: ListLineRequest[],
  locale: LocaleCode,
  localize: (message: string) => string,
): Promise<{ results: ListAddResult[]; list: ListSummary; lines: ListLine[] }> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    const results: ListAddResult[] = [];
    for (const request of requests) {
      try {
        await inSavepoint(trx, 'list_line', () => addLine(trx, id, request));
        results.push({ productId: request.productId, ok: true });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        results.push({ productId: request.productId, ok: false, message: localize(error.message) });
      }
    }
    // A batch that changed nothing (every line refused) leaves the list's last change as it was.
    if (results.some((result) => result.ok)) await touch(trx, id);
    return { results, ...(await listDetail(trx, reader, id, locale)) };
  });
}

/**
 * A line's quantity, unit or note, judged as an add is (the note by the route's schema and rule):
 * the line as saved and the list after it.
 */
export function updateListLine(
  db: Db,
  reader: ListReader,
  id: number,
  lineId: number,
  change: { quantity?: number; unit?: number; note?: string },
  locale: LocaleCode,
): Promise<{ line: ListLine; list: ListSummary }> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    const line = await trx
      .selectFrom('shopping_list_lines')
      .select(['id', 'product_id', 'unit_id', 'quantity', 'note'])
      .where('id', '=', lineId)
      .where('list_id', '=', id)
      .executeTakeFirst();
    if (!line) throw notFound(MSG.listLineNotFound);
    const quantity = change.quantity ?? line.quantity;
    checkQuantity(quantity);
    const unit =
      change.unit === undefined
        ? line.unit_id
        : unitOf(await unitRows(trx, [line.product_id]), change.unit).id;
    await trx
      .updateTable('shopping_list_lines')
      .set({ quantity, unit_id: unit, note: change.note ?? line.note })
      .where('id', '=', lineId)
      .execute();
    await touch(trx, id);
    const [saved] = await linesOf(trx, id, locale, lineId);
    if (!saved) throw notFound(MSG.productNotFound);
    return { line: saved, list: toSummary(await listRow(trx, reader, id, false), reader) };
  });
}

/** Removes a line: the list after it. */
export function removeListLine(db: Db, reader: ListReader, id: number, lineId: number): Promise<ListSummary> {
  return withCustomerLock(db, reader.companyId, async (trx) => {
    await listRow(trx, reader, id, true);
    const removed = await trx
      .deleteFrom('shopping_list_lines')
      .where('id', '=', lineId)
      .where('list_id', '=', id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound(MSG.listLineNotFound);
    await touch(trx, id);
    return toSummary(await listRow(trx, reader, id, false), reader);
  });
}

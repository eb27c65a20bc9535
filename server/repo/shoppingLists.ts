/**
 * The rows of saved shopping lists (tables shopping_lists and shopping_list_lines). Who sees and
 * changes a list, and what a line may hold, is the service's (services/shoppingLists.ts); a list or
 * line that is not there is answered `undefined` (or nothing removed) here.
 */
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { ListLine } from '../../src/contract/lists';
import type { Db } from '../db/handle';
import { withLocalNames } from './englishNames';
import { listProducts } from './products';

/** A list with its owner's name and its number of lines. */
export interface ListRow {
  id: number;
  company_id: number;
  owner_id: number;
  owner_name: string;
  name: string;
  shared: number;
  updated_at: string;
  line_count: number;
}

/** A line as saved (its product not read). */
export interface ListLineRow {
  id: number;
  product_id: number;
  unit_id: number;
  quantity: number;
  note: string;
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

/** The user's lists and their company's shared ones, the latest change first. */
export async function visibleListRows(db: Db, reader: { id: number; companyId: number }): Promise<ListRow[]> {
  return (await summaries(db)
    .where('l.company_id', '=', reader.companyId)
    .where((eb) => eb.or([eb('l.owner_id', '=', reader.id), eb('l.shared', '=', 1)]))
    .orderBy('l.updated_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute()) as ListRow[];
}

/** The company's list `id`; `undefined` for an id that is not one of the company's lists. */
export async function findListRow(db: Db, companyId: number, id: number): Promise<ListRow | undefined> {
  return (await summaries(db)
    .where('l.id', '=', id)
    .where('l.company_id', '=', companyId)
    .executeTakeFirst()) as ListRow | undefined;
}

/**
 * A list's lines (or the one `lineId` names), in their order, each with its product as the viewer
 * reads it (names, unit labels).
 */
export async function listLines(
  db: Db,
  listId: number,
  locale: LocaleCode,
  lineId?: number,
): Promise<ListLine[]> {
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

/** How many lists the user owns. */
export async function ownedListCount(db: Db, ownerId: number): Promise<number> {
  const owned = await db
    .selectFrom('shopping_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(owned.n);
}

/** A new empty list; its id. */
export async function insertList(
  trx: Db,
  list: { companyId: number; ownerId: number; name: string; shared: boolean },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto('shopping_lists')
    .values({
      company_id: list.companyId,
      owner_id: list.ownerId,
      name: list.name,
      shared: list.shared ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A list's name and sharing, as far as `change` names them; its last change is now. */
export async function updateListRow(
  trx: Db,
  id: number,
  change: { name?: string; shared?: boolean },
): Promise<void> {
  await trx
    .updateTable('shopping_lists')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.shared === undefined ? {} : { shared: change.shared ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The list's last change is now. */
export async function touchList(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('shopping_lists')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Every line of list `fromId`, with its note and place, into list `toId`. */
export async function copyListLines(trx: Db, fromId: number, toId: number): Promise<void> {
  await trx
    .insertInto('shopping_list_lines')
    .columns(['list_id', 'product_id', 'unit_id', 'quantity', 'note', 'position'])
    .expression((eb) =>
      eb
        .selectFrom('shopping_list_lines')
        .select((s) => [s.val(toId).as('list_id'), 'product_id', 'unit_id', 'quantity', 'note', 'position'])
        .where('list_id', '=', fromId),
    )
    .execute();
}

/** A list and its lines. */
export async function deleteListRows(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('shopping_list_lines').where('list_id', '=', id).execute();
  await trx.deleteFrom('shopping_lists').where('id', '=', id).execute();
}

/** The list's line of a product, if it has one (a product is on a list once). */
export async function findProductLine(
  db: Db,
  listId: number,
  productId: number,
): Promise<Omit<ListLineRow, 'product_id'> | undefined> {
  return db
    .selectFrom('shopping_list_lines')
    .select(['id', 'unit_id', 'quantity', 'note'])
    .where('list_id', '=', listId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** The list's line `lineId`; `undefined` when the list has no such line. */
export function findListLine(db: Db, listId: number, lineId: number): Promise<ListLineRow | undefined> {
  return db
    .selectFrom('shopping_list_lines')
    .select(['id', 'product_id', 'unit_id', 'quantity', 'note'])
    .where('id', '=', lineId)
    .where('list_id', '=', listId)
    .executeTakeFirst();
}

/** How many lines the list has, and the place after its last line (0 for an empty list). */
export async function lineCountOf(db: Db, listId: number): Promise<{ count: number; nextPosition: number }> {
  const counted = await db
    .selectFrom('shopping_list_lines')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>('position').as('last')])
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return { count: Number(counted.n), nextPosition: Number(counted.last ?? -1) + 1 };
}

export async function insertListLine(
  trx: Db,
  line: {
    listId: number;
    productId: number;
    unitId: number;
    quantity: number;
    note: string;
    position: number;
  },
): Promise<void> {
  await trx
    .insertInto('shopping_list_lines')
    .values({
      list_id: line.listId,
      product_id: line.productId,
      unit_id: line.unitId,
      quantity: line.quantity,
      note: line.note,
      position: line.position,
    })
    .execute();
}

export async function updateListLineRow(
  trx: Db,
  lineId: number,
  line: { unitId: number; quantity: number; note: string },
): Promise<void> {
  await trx
    .updateTable('shopping_list_lines')
    .set({ unit_id: line.unitId, quantity: line.quantity, note: line.note })
    .where('id', '=', lineId)
    .execute();
}

/** Removes the list's line `lineId`; whether there was one. */
export async function deleteListLine(trx: Db, listId: number, lineId: number): Promise<boolean> {
  const removed = await trx
    .deleteFrom('shopping_list_lines')
    .where('id', '=', lineId)
    .where('list_id', '=', listId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

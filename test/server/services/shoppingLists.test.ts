/**
 * The saved shopping lists' service called directly, without a host: a list one may not see is
 * refused as not found, one seen but not one's to change as forbidden (domain/refusal), and a line of
 * a batch refused by a rule (a merge over 100) is answered on its own line while the list stays as it was.
 */
import type { Db } from '../../../server/db/handle';
import { MSG } from '../../../server/messages';
import {
  addListLines,
  listDetail,
  updateList,
  type ListReader,
} from '../../../server/services/shoppingLists';
import { openServiceStore, refusalOf, type ServiceStore } from './serviceStore';

let opened: ServiceStore;
let db: Db;
/** The demo's lists of bayi1: the buyer's shared one and the company login's private one. */
let lists: { shared: number; private: number };
let readers: Record<'bayi1' | 'buyer' | 'viewer', ListReader>;

beforeAll(async () => {
  opened = await openServiceStore();
  ({ db } = opened);
  const userId = async (username: string) =>
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const listId = async (name: string) =>
    (await db.selectFrom('shopping_lists').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;
  const companyId = await userId('bayi1');
  const reader = async (username: string, role: ListReader['role']): Promise<ListReader> => ({
    id: await userId(username),
    role,
    admin: false,
    companyId,
  });
  readers = {
    bayi1: await reader('bayi1', 'yonetici'),
    buyer: await reader('bayi1.satinalma', 'satinalma'),
    viewer: await reader('bayi1.izleyici', 'izleyici'),
  };
  lists = { shared: await listId('Kadıköy şantiyesi – aylık'), private: await listId('Depo takviyesi') };
});
afterAll(() => opened?.close());

describe('the shopping lists service', () => {
  it("refuses another user's private list as not found", async () => {
    expect(await refusalOf(listDetail(db, readers.buyer, lists.private, 'tr'))).toEqual({
      kind: 'notFound',
      message: MSG.listNotFound,
    });
  });

  it('refuses a change of a shared list by one who only sees it as forbidden', async () => {
    expect(await refusalOf(updateList(db, readers.viewer, lists.shared, { name: 'Başka ad' }))).toEqual({
      kind: 'forbidden',
      message: MSG.listReadOnly,
    });
  });

  it('answers a line whose merge would pass 100 on its own line, the list unchanged', async () => {
    const before = await listDetail(db, readers.bayi1, lists.private, 'tr');
    const { product, quantity } = before.lines[0]!;
    expect(quantity).toBe(100);
    const productId = product.id;
    const added = await addListLines(
      db,
      readers.bayi1,
      lists.private,
      [{ productId, quantity: 100 }],
      'tr',
      (message) => message,
    );
    expect(added.results).toEqual([{ productId, ok: false, message: MSG.quantityRange }]);
    expect(added.lines).toEqual(before.lines);
    expect(added.list.updatedAt).toBe(before.list.updatedAt);
  });
});

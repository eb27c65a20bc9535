/**
 * The shopping lists page's session against a real store, nock answering the host: the list
 * into the cart through the cart's batch (the lines as shown, the ticked ones only, a partial refusal
 * reported line by line, more than 300 lines in two calls, a batch failing whole, a 401). The views and
 * the lists' changes are in shoppingLists.test.ts, the lines' changes and the CSV import in
 * shoppingListLines.test.ts; the shared setup in test/support/shoppingLists.ts.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { selectCartItems } from '../../../src/store/cart/cartSelectors';
import { shoppingListsActions as actions } from '../../../src/store/lists/shoppingLists';
import { makeCartItem, makePackagedProduct } from '../../support/cart';
import { makeProduct } from '../../support/products';
import { TEST_ORIGIN } from '../../support/renderWidget';
import {
  A,
  B,
  BASE,
  BATCH,
  CART,
  detailOf,
  listPage,
  LISTS,
  makeLine,
  makeSummary,
  navigateSpy,
  refusal,
  setUpListsSession,
  state,
} from '../../support/shoppingLists';

setUpListsSession();

describe('shopping lists: into the cart', () => {
  it('sends the lines as shown through the cart’s batch; reports each added or refused; the mini cart shows the new cart', async () => {
    const store = await listPage();
    // A quantity committed but not saved yet goes as shown.
    nock(TEST_ORIGIN).patch(`${LISTS}/12/lines/101`).reply(500, refusal('Kaydedilemedi.'));
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { quantity: 6 } }));
    await waitFor(() => expect(state(store).lineEdits[101]?.status).toBe('failed'));
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(BATCH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu ürün stoklarda bulunmamaktadır.' },
        ],
        items: [makeCartItem(A, 6)],
      });
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    expect(state(store).cart.status).toBe('sending');
    await waitFor(() => expect(state(store).cart.status).toBe('done'));
    expect(sent).toEqual({
      lines: [
        { productId: 1, quantity: 6, unit: 1 },
        { productId: 2, quantity: 3, unit: 1 },
      ],
    });
    expect(state(store).cart.lines).toEqual([
      {
        lineId: 101,
        code: 'VK-1001',
        name: 'Viko Karre Anahtar',
        quantity: 6,
        unit: 'ADET',
        ok: true,
        message: null,
      },
      {
        lineId: 102,
        code: 'VK-2002',
        name: 'Viko Priz',
        quantity: 3,
        unit: 'ADET',
        ok: false,
        message: 'Bu ürün stoklarda bulunmamaktadır.',
      },
    ]);
    expect(selectCartItems(store.getState()).map((i) => [i.product.id, i.quantity])).toEqual([[1, 6]]);
    // The list is kept.
    expect(state(store).detail?.lines).toHaveLength(2);
  });

  describe('a line the cart’s line of the product cannot take whole (past 100)', () => {
    const P = makePackagedProduct({
      id: 1,
      code: 'VK-$&-1',
      name: "Karre <script>alert(1)</script> $1 $` $'",
      quantity: 1000,
    });
    const hostRefusal = { productId: 1, ok: false, message: 'Miktar 1 ile 100 arasında olmalıdır.' };

    it('says what the cart holds and how many more fit; its offer adds that many and the report says added', async () => {
      const store = await listPage(
        detailOf(makeSummary(), [makeLine(101, P, { quantity: 40, note: 'a\u0000b' })]),
      );
      nock(TEST_ORIGIN)
        .post(BATCH)
        .reply(200, { results: [hostRefusal], items: [makeCartItem(P, 80)] });
      store.dispatch(actions.cartAddRequested({ lineIds: null }));
      await waitFor(() => expect(state(store).cart.status).toBe('done'));
      expect(state(store).cart.lines).toEqual([
        {
          lineId: 101,
          code: 'VK-$&-1',
          name: "Karre <script>alert(1)</script> $1 $` $'",
          quantity: 40,
          unit: 'ADET',
          ok: false,
          message: 'Miktar 1 ile 100 arasında olmalıdır.',
          room: { held: 80, heldUnit: 'ADET', more: 20 },
        },
      ]);
      let sent: unknown;
      nock(TEST_ORIGIN)
        .post(BATCH, (body) => {
          sent = body;
          return true;
        })
        .reply(200, { results: [{ productId: 1, ok: true }], items: [makeCartItem(P, 100)] });
      store.dispatch(actions.cartRoomRequested(101));
      expect(state(store).cart.lines[0]).toMatchObject({ adding: true });
      await waitFor(() => expect(state(store).cart.lines[0]?.ok).toBe(true));
      expect(sent).toEqual({ lines: [{ productId: 1, quantity: 20, unit: 1 }] });
      expect(state(store).cart.lines).toEqual([
        {
          lineId: 101,
          code: 'VK-$&-1',
          name: "Karre <script>alert(1)</script> $1 $` $'",
          quantity: 20,
          unit: 'ADET',
          ok: true,
          message: null,
        },
      ]);
      expect(selectCartItems(store.getState()).map((i) => [i.product.id, i.quantity])).toEqual([[1, 100]]);
      // The list keeps its line as it was.
      expect(state(store).detail?.lines[0]).toMatchObject({ quantity: 40, note: 'a\u0000b' });
    });

    it('a full line (100 held) says so and offers nothing', async () => {
      const store = await listPage(detailOf(makeSummary(), [makeLine(101, P, { quantity: 40 })]));
      nock(TEST_ORIGIN)
        .post(BATCH)
        .reply(200, { results: [hostRefusal], items: [makeCartItem(P, 100)] });
      store.dispatch(actions.cartAddRequested({ lineIds: null }));
      await waitFor(() => expect(state(store).cart.status).toBe('done'));
      expect(state(store).cart.lines[0]?.room).toEqual({ held: 100, heldUnit: 'ADET', more: 0 });
    });

    it('the offer refused again (the cart changed meanwhile) says why with what fits now', async () => {
      const store = await listPage(detailOf(makeSummary(), [makeLine(101, P, { quantity: 40 })]));
      nock(TEST_ORIGIN)
        .post(BATCH)
        .reply(200, { results: [hostRefusal], items: [makeCartItem(P, 80)] });
      store.dispatch(actions.cartAddRequested({ lineIds: null }));
      await waitFor(() => expect(state(store).cart.status).toBe('done'));
      nock(TEST_ORIGIN)
        .post(BATCH)
        .reply(200, {
          results: [{ ...hostRefusal }],
          items: [makeCartItem(P, 90)],
        });
      store.dispatch(actions.cartRoomRequested(101));
      await waitFor(() => expect(state(store).cart.lines[0]?.adding).toBeFalsy());
      expect(state(store).cart.lines[0]).toMatchObject({
        ok: false,
        quantity: 40,
        message: 'Miktar 1 ile 100 arasında olmalıdır.',
        room: { held: 90, heldUnit: 'ADET', more: 10 },
      });
    });
  });

  it('Seçilenleri Sepete Ekle sends the ticked lines only', async () => {
    const store = await listPage();
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(BATCH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { results: [{ productId: 2, ok: true }], items: [makeCartItem(B, 3)] });
    store.dispatch(actions.cartAddRequested({ lineIds: [102] }));
    await waitFor(() => expect(state(store).cart.status).toBe('done'));
    expect(sent).toEqual({ lines: [{ productId: 2, quantity: 3, unit: 1 }] });
    expect(state(store).cart.lines.map((l) => [l.lineId, l.ok])).toEqual([[102, true]]);
  });

  it('more than 300 lines go in two calls of at most 300', async () => {
    const products = Array.from({ length: 305 }, (_, i) => makeProduct({ id: 1000 + i, code: `K-${i}` }));
    const lines = products.map((p, i) => makeLine(5000 + i, p, { quantity: 1 }));
    const store = await listPage(detailOf(makeSummary(), lines));
    const sizes: number[] = [];
    let asked: { productId: number }[] = [];
    nock(TEST_ORIGIN)
      .post(BATCH, (body: { lines: { productId: number }[] }) => {
        asked = body.lines;
        sizes.push(asked.length);
        return true;
      })
      .times(2)
      .reply(200, () => ({
        results: asked.map(({ productId }) =>
          productId === 1302 ? { productId, ok: false, message: 'Fiyat sorunuz.' } : { productId, ok: true },
        ),
        items: [],
      }));
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    await waitFor(() => expect(state(store).cart.status).toBe('done'), { timeout: 4000 });
    expect(sizes).toEqual([300, 5]);
    const report = state(store).cart.lines;
    expect(report).toHaveLength(305);
    expect(report.filter((l) => !l.ok)).toEqual([
      expect.objectContaining({ code: 'K-302', message: 'Fiyat sorunuz.' }),
    ]);
  });

  it('a batch that fails as a whole reports its lines with the failure', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).post(BATCH).replyWithError('offline');
    nock(TEST_ORIGIN).get(CART).reply(200, []);
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    await waitFor(() => expect(state(store).cart.status).toBe('done'));
    expect(state(store).cart.lines.map((l) => [l.ok, l.message])).toEqual([
      [false, 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.'],
      [false, 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.'],
    ]);
  });

  it('a 401 on the batch goes to the login page', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).post(BATCH).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith(`${BASE}/account/login`));
    await waitFor(() => expect(state(store).cart.status).toBe('idle'));
  });
});

/**
 * The 'Listeye Ekle' control as a user meets it, by keyboard only: shown to those who may
 * keep lists, its menu loaded on the first open, adding from the product detail, the product list,
 * a cart line, the whole cart and the quick order pad, a new list, the host's refusals and failures,
 * and English labels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import type { CartItem, PaymentAdvencePrice } from '../../src/contract/cart';
import type { CompanyRole } from '../../src/domain/company/companyRoleNames';
import type { HostConfig, User } from '../../src/contract/hostConfig';
import { ANONYMOUS_USER, DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { ListLineRequest, ListSummary } from '../../src/contract/lists';
import { COMPANY_ROLES } from '../../src/domain/company/companyRoles';
import { mayKeepLists } from '../../src/domain/lists/shoppingLists';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { Cart } from '../../src/widgets/Cart/Cart';
import { ProductDetail } from '../../src/widgets/ProductDetail/ProductDetail';
import { ProductList } from '../../src/widgets/ProductList/ProductList';
import { QuickOrder } from '../../src/widgets/QuickOrder/QuickOrder';
import { AddToListButton } from '../../src/widgets/shared/AddToListButton';
import { makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

// A base path per test: the stores of earlier tests keep their sagas running.
let tests = 0;
let BASE = '';
let LISTS = '';
beforeEach(() => {
  BASE = `/atl-${++tests}`;
  LISTS = `${BASE}/api/catalog/lists`;
  window.history.replaceState(null, '', `${BASE}/urun`);
});

const BUYER: User = {
  ...ANONYMOUS_USER,
  authenticated: true,
  id: 7,
  name: 'Mert Demir',
  companyRole: 'satinalma',
};

function makeList(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 1,
    name: 'Kadıköy şantiyesi',
    lineCount: 8,
    updatedAt: '2026-11-20T09:00:00.000Z',
    owner: { id: 7, name: 'Mert Demir' },
    shared: false,
    mine: true,
    canEdit: true,
    ...overrides,
  };
}
const KADIKOY = makeList();
const AYLIK = makeList({ id: 3, name: 'Aylık sarf', lineCount: 2 });
// Shared by the company's Yönetici: the buyer sees it, but may not change it (not in the menu).
const SHARED = makeList({
  id: 2,
  name: 'Şirket listesi',
  shared: true,
  mine: false,
  canEdit: false,
  owner: { id: 2, name: 'Ayşe Yıldız' },
});

const stores: RunningAppStore[] = [];
beforeEach(() => {
  jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.rootTask.cancel();
  jest.restoreAllMocks();
});

/** A store for `user` (the cart of a logged-in user is read at start). */
function storeFor(user: User = BUYER, config: Partial<HostConfig> = {}, cart: CartItem[] = []) {
  if (user.authenticated) nock(TEST_ORIGIN).get(`${BASE}/api/catalog/cart`).reply(200, cart);
  const store = createTestStore(testConfig({ basePath: BASE, user, ...config }));
  stores.push(store);
  return store;
}

function answerLists(lists: ListSummary[] = [KADIKOY, SHARED, AYLIK]) {
  return nock(TEST_ORIGIN).get(LISTS).reply(200, { lists });
}

/** Answers POST …/lists/{id}/lines, keeping what was sent; `refused` names lines the host refuses. */
function answerLines(list: ListSummary, sent: ListLineRequest[][], refused: Record<number, string> = {}) {
  let lines: ListLineRequest[] = [];
  return nock(TEST_ORIGIN)
    .post(`${LISTS}/${list.id}/lines`, (body: { lines: ListLineRequest[] }) => {
      lines = body.lines;
      sent.push(body.lines);
      return true;
    })
    .reply(200, () => ({
      results: lines.map(({ productId }) =>
        refused[productId] ? { productId, ok: false, message: refused[productId] } : { productId, ok: true },
      ),
      list: { ...list, lineCount: list.lineCount + lines.length },
      lines: [],
    }));
}

/** Tabs (only the keyboard) until `element` has the focus. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let i = 0; i < 60 && document.activeElement !== element; i++) await user.tab();
  expect(document.activeElement).toBe(element);
}

const menu = () => screen.getByRole('menu', { name: 'Listelerim' });
const item = (name: string | RegExp) => within(menu()).getByRole('menuitem', { name });

/** Opens the menu of `button` by keyboard and waits for its lists. */
async function openMenu(user: UserEvent, button: HTMLElement, key = '{Enter}') {
  await tabTo(user, button);
  await user.keyboard(key);
  await screen.findByRole('menu', { name: 'Listelerim' });
  await within(menu()).findByRole('menuitem', { name: /Kadıköy şantiyesi/ });
}

describe('who sees it', () => {
  it.each([
    ['a visitor', ANONYMOUS_USER],
    ['an İzleyici', { ...BUYER, id: 9, companyRole: 'izleyici' as const }],
    ['the store administrator', { ...BUYER, id: 1, admin: true, companyRole: null }],
  ])('%s sees no Listeye Ekle on the product page', (_who, user) => {
    renderWidget(<ProductDetail product={makeProduct()} />, storeFor(user));
    expect(screen.getByRole('heading', { name: 'Viko Karre Anahtar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Listeye Ekle/ })).toBeNull();
  });

  it('shows it exactly to those domain/lists/shoppingLists mayKeepLists lets keep lists', () => {
    const roles: (CompanyRole | null)[] = [...COMPANY_ROLES, null];
    for (const id of [7, null])
      for (const role of roles)
        for (const admin of [false, true]) {
          // Not marked logged in: no cart to read for this check.
          const user: User = { ...BUYER, id, admin, authenticated: false, companyRole: role };
          const view = renderWidget(
            <AddToListButton items={[{ productId: 1, name: 'Karre', quantity: 1 }]} />,
            storeFor(user),
          );
          expect([id, role, admin, screen.queryByRole('button', { name: 'Listeye Ekle' }) !== null]).toEqual([
            id,
            role,
            admin,
            mayKeepLists({ id, role, admin }),
          ]);
          view.unmount();
        }
    // A customer of a backend without company accounts (no role) keeps lists.
    expect(mayKeepLists({ id: 7, role: null, admin: false })).toBe(true);
  });
});

describe('the menu', () => {
  it('opens by keyboard, loads the lists the user may change once, moves with the arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    const api = answerLists();
    renderWidget(<ProductDetail product={makeProduct()} />, storeFor());
    const button = screen.getByRole('button', { name: 'Listeye Ekle' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await openMenu(user, button);
    api.done();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu().id);
    // The shared list the buyer may not change is not offered.
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Kadıköy şantiyesi8 kalem', 'Aylık sarf2 kalem', 'Yeni liste…']);
    await waitFor(() => expect(document.activeElement).toBe(item(/Kadıköy/)));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item(/Aylık sarf/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Yeni liste…'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item(/Kadıköy/));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Yeni liste…'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item(/Kadıköy/));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Yeni liste…'));
    // One tab stop in the menu: the item in focus.
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((i) => i.tabIndex),
    ).toEqual([-1, -1, 0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Opened again (Space this time, then Arrow Up for the last item): no second read of the lists.
    await user.keyboard(' ');
    await screen.findByRole('menu', { name: 'Listelerim' });
    expect(document.activeElement).toBe(item(/Kadıköy/));
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    await screen.findByRole('menu', { name: 'Listelerim' });
    expect(document.activeElement).toBe(item('Yeni liste…'));
  });

  it('Tab leaves the menu, closing it, on to the control after the button', async () => {
    const user = userEvent.setup();
    answerLists();
    renderWidget(
      <>
        <AddToListButton items={[{ productId: 1, name: 'Karre', quantity: 1 }]} />
        <a href="#next">Sonraki</a>
      </>,
      storeFor(),
    );
    await openMenu(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sonraki' }));
  });

  it('says when the user has no list to change yet, and still offers a new one', async () => {
    const user = userEvent.setup();
    answerLists([SHARED]);
    renderWidget(<ProductDetail product={makeProduct()} />, storeFor());
    await tabTo(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Henüz listeniz yok.')).toBeTruthy();
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Yeni liste…']);
  });

  it('a failed read says so with a retry that reads again', async () => {
    const user = userEvent.setup();
    nock(TEST_ORIGIN).get(LISTS).replyWithError('ECONNRESET');
    renderWidget(<ProductDetail product={makeProduct()} />, storeFor());
    await tabTo(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    await user.keyboard('{Enter}');
    const alert = await screen.findByText(/^Listeleriniz yüklenemedi\./);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    answerLists();
    await tabTo(user, screen.getByRole('button', { name: 'Tekrar Dene' }));
    await user.keyboard('{Enter}');
    expect(await within(menu()).findByRole('menuitem', { name: /Kadıköy/ })).toBeTruthy();
    expect(screen.queryByText(/^Listeleriniz yüklenemedi\./)).toBeNull();
  });
});

describe('adding from the product page', () => {
  it('puts the product in the chosen unit and quantity into the list, says so and closes', async () => {
    const user = userEvent.setup();
    answerLists();
    const product = makePackagedProduct({ id: 11, name: 'Viko Karre Priz' });
    renderWidget(<ProductDetail product={product} />, storeFor());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Birim' }), 'PAKET');
    const quantity = screen.getByRole('textbox', { name: 'Miktar' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    const button = screen.getByRole('button', { name: 'Listeye Ekle' });
    await openMenu(user, button);
    const sent: ListLineRequest[][] = [];
    answerLines(AYLIK, sent);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('“Aylık sarf” listesine eklendi.')).toBeTruthy();
    expect(sent).toEqual([[{ productId: 11, quantity: 3, unit: 2 }]]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('a line the host refuses is told in the menu, which stays', async () => {
    const user = userEvent.setup();
    answerLists();
    renderWidget(<ProductDetail product={makeProduct({ id: 11 })} />, storeFor());
    await openMenu(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    answerLines(KADIKOY, [], { 11: 'Bu ürün listeye eklenemez.' });
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Listeye eklenemedi: Bu ürün listeye eklenemez.');
    expect(menu()).toBeTruthy();
    expect(screen.queryByText(/listesine eklendi/)).toBeNull();
  });

  it('a failure keeps the menu with what was asked; its retry adds', async () => {
    const user = userEvent.setup();
    answerLists();
    renderWidget(<ProductDetail product={makeProduct({ id: 11 })} />, storeFor());
    await openMenu(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    nock(TEST_ORIGIN).post(`${LISTS}/1/lines`).replyWithError('ECONNRESET');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^Listeye eklenemedi: /)).toBeTruthy();
    expect(menu()).toBeTruthy();
    const sent: ListLineRequest[][] = [];
    answerLines(KADIKOY, sent);
    await tabTo(user, screen.getByRole('button', { name: 'Tekrar Dene' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('“Kadıköy şantiyesi” listesine eklendi.')).toBeTruthy();
    expect(sent).toEqual([[{ productId: 11, quantity: 1, unit: 1 }]]);
  });

  it("'Yeni liste…' asks a name, judges it on submit, makes the list and adds", async () => {
    const user = userEvent.setup();
    answerLists();
    renderWidget(<ProductDetail product={makeProduct({ id: 11 })} />, storeFor());
    await openMenu(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    await user.keyboard('{End}{Enter}');
    const name = screen.getByRole('textbox', { name: 'Yeni listenin adı' });
    expect(document.activeElement).toBe(name);
    await user.keyboard('   {Enter}');
    expect(screen.getByText('Liste adı girmelisiniz.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const NEW = makeList({ id: 9, name: 'Ekim siparişi', lineCount: 0 });
    let created: unknown;
    nock(TEST_ORIGIN)
      .post(LISTS, (body) => {
        created = body;
        return true;
      })
      .reply(201, { list: NEW });
    const sent: ListLineRequest[][] = [];
    answerLines(NEW, sent);
    await user.clear(name);
    await user.keyboard('  Ekim siparişi {Enter}');
    expect(await screen.findByText('“Ekim siparişi” listesine eklendi.')).toBeTruthy();
    expect(created).toEqual({ name: 'Ekim siparişi', shared: false });
    expect(sent).toEqual([[{ productId: 11, quantity: 1, unit: 1 }]]);
    // The new list is in the next menu, first.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Listelerim' });
    expect(within(menu()).getAllByRole('menuitem')[0]!.textContent).toBe('Ekim siparişi1 kalem');
  });

  it('a new list made before the add failed: back to the menu with it, the retry adds there', async () => {
    const user = userEvent.setup();
    answerLists();
    renderWidget(<ProductDetail product={makeProduct({ id: 11 })} />, storeFor());
    await openMenu(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    await user.keyboard('{End}{Enter}');
    const NEW = makeList({ id: 9, name: 'Ekim siparişi', lineCount: 0 });
    const created = nock(TEST_ORIGIN).post(LISTS).once().reply(201, { list: NEW });
    nock(TEST_ORIGIN).post(`${LISTS}/9/lines`).replyWithError('ECONNRESET');
    await user.keyboard('Ekim siparişi{Enter}');
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(screen.queryByRole('textbox', { name: 'Yeni listenin adı' })).toBeNull();
    expect(item(/Ekim siparişi/)).toBeTruthy();
    created.done();
    const sent: ListLineRequest[][] = [];
    answerLines(NEW, sent);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('“Ekim siparişi” listesine eklendi.')).toBeTruthy();
    expect(sent).toEqual([[{ productId: 11, quantity: 1, unit: 1 }]]);
  });

  it("'Vazgeç' goes back to the lists", async () => {
    const user = userEvent.setup();
    answerLists();
    renderWidget(<ProductDetail product={makeProduct()} />, storeFor());
    await openMenu(user, screen.getByRole('button', { name: 'Listeye Ekle' }));
    await user.keyboard('{End}{Enter}');
    await user.keyboard('Taslak');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vazgeç' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(item('Yeni liste…')));
  });
});

describe('the product list', () => {
  it('each row and card adds its product with the quantity it shows', async () => {
    const user = userEvent.setup();
    const products = [
      makeProduct({ id: 21, name: 'Karre Anahtar', seo: 'karre-anahtar' }),
      makeProduct({ id: 22, name: 'Karre Priz', seo: 'karre-priz' }),
    ];
    for (const view of ['list', 'grid']) {
      window.history.replaceState(null, '', `${BASE}/viko?view=${view}`);
      nock(TEST_ORIGIN)
        .get(`${BASE}/api/catalog/products/viko`)
        .query(true)
        .reply(200, { products, total: 2, limit: 24, page: 1 });
      answerLists();
      const store = storeFor();
      const rendered = renderWidget(<ProductList path="/viko" />, store);
      // A card has a second one at the end of its modal links, which CSS shows instead in cards too
      // narrow for it beside add to cart (jsdom applies no CSS: both are there).
      const buttons = await screen.findAllByRole('button', { name: 'Listeye Ekle: Karre Priz' });
      expect(buttons).toHaveLength(view === 'grid' ? 2 : 1);
      const button = buttons[0]!;
      expect(
        button.closest(view === 'grid' ? '.b2b-product-card__buy' : '.b2b-product-row__buy'),
      ).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Listeye Ekle: Karre Anahtar' })).toHaveLength(
        view === 'grid' ? 2 : 1,
      );
      const quantity = screen.getAllByRole('textbox', { name: 'Miktar' })[1]!;
      await user.clear(quantity);
      await user.type(quantity, '4');
      await openMenu(user, button);
      const sent: ListLineRequest[][] = [];
      answerLines(KADIKOY, sent);
      await user.keyboard('{Enter}');
      expect(await screen.findByText('“Kadıköy şantiyesi” listesine eklendi.')).toBeTruthy();
      expect(sent).toEqual([[{ productId: 22, quantity: 4 }]]);
      if (view === 'grid') {
        // The narrow card's one adds the same.
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        await openMenu(user, buttons[1]!);
        answerLines(KADIKOY, sent);
        await user.keyboard('{Enter}');
        await waitFor(() => expect(sent).toHaveLength(2));
        expect(sent[1]).toEqual([{ productId: 22, quantity: 4 }]);
      }
      rendered.unmount();
      store.rootTask.cancel();
    }
  });
});

const OPTIONS: PaymentAdvencePrice[] = [
  { name: 'Peşin Fiyat', priceName: 'advencePrice1', varsayilan: true, isVirtual: false },
];

describe('the cart', () => {
  const packaged = makePackagedProduct({ id: 31, name: 'Karre Priz Paketi' });
  const cable = makeProduct({ id: 32, name: 'NYA Kablo', code: 'NYA-1' });
  const lines = [makeCartItem(packaged, 2, packaged.units[1]), makeCartItem(cable, 15)];

  async function renderCart() {
    const store = storeFor(BUYER, {}, lines);
    renderWidget(<Cart paymentOptions={OPTIONS} />, store);
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    return store;
  }

  it("'Sepeti listeye kaydet' puts every line with its unit and quantity into the list", async () => {
    const user = userEvent.setup();
    answerLists();
    await renderCart();
    const button = screen.getByRole('button', { name: 'Sepeti listeye kaydet' });
    await openMenu(user, button);
    const sent: ListLineRequest[][] = [];
    answerLines(AYLIK, sent);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('“Aylık sarf” listesine eklendi.')).toBeTruthy();
    expect(sent).toEqual([
      [
        { productId: 31, quantity: 2, unit: 2 },
        { productId: 32, quantity: 15, unit: 1 },
      ],
    ]);
  });

  it('tells the lines the host refused by their names', async () => {
    const user = userEvent.setup();
    answerLists();
    await renderCart();
    await openMenu(user, screen.getByRole('button', { name: 'Sepeti listeye kaydet' }));
    answerLines(KADIKOY, [], { 32: 'Bu ürün listeye eklenemez.' });
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('“Kadıköy şantiyesi” listesine 1 kalem eklendi, 1 kalem eklenemedi.');
    expect(within(alert).getByText('NYA Kablo: Bu ürün listeye eklenemez.')).toBeTruthy();
  });

  it('each line has its own Listeye Ekle, with that line only', async () => {
    const user = userEvent.setup();
    answerLists();
    await renderCart();
    const button = screen.getByRole('button', { name: 'Listeye Ekle: NYA Kablo' });
    expect(screen.getByRole('button', { name: 'Listeye Ekle: Karre Priz Paketi' })).toBeTruthy();
    await openMenu(user, button);
    const sent: ListLineRequest[][] = [];
    answerLines(KADIKOY, sent);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('“Kadıköy şantiyesi” listesine eklendi.')).toBeTruthy();
    expect(sent).toEqual([[{ productId: 32, quantity: 15, unit: 1 }]]);
  });
});

describe('the quick order pad', () => {
  const A = makePackagedProduct({ id: 41, code: '90960002', name: 'Karre Anahtar', quantity: 500 });
  const B = makeProduct({ id: 42, code: '90960003', name: 'Karre Priz', quantity: 50 });

  it("'Satırları listeye kaydet' saves the rows found and valid, as the pad judged them", async () => {
    const user = userEvent.setup();
    window.sessionStorage.clear();
    let codes: string[] = [];
    nock(TEST_ORIGIN)
      .post(`${BASE}/api/catalog/product-lookup`, (body: { codes: string[] }) => {
        codes = body.codes;
        return true;
      })
      .reply(200, () => ({
        codes: codes.map((code) => ({
          code,
          productId: [A, B].find((p) => p.code === code.trim())?.id ?? null,
          unitId: null,
        })),
        products: [A, B].filter((p) => codes.includes(p.code)),
      }))
      .persist();
    answerLists();
    renderWidget(<QuickOrder />, storeFor());
    await screen.findByRole('table', { name: 'Hızlı Sipariş' });
    const save = screen.getByRole('button', { name: 'Satırları listeye kaydet' });
    // Nothing found and valid yet: nothing to save.
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const code = (n: number) => screen.getByRole('combobox', { name: `${n}. satır ürün kodu` });
    await tabTo(user, code(1));
    // Codes typed by a person, a key every 60 ms: at full speed, 8 keys and Enter are a scanner.
    const person = userEvent.setup({ delay: 60 });
    await person.keyboard('90960002{Enter}');
    await user.keyboard('3{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(code(2)));
    await user.keyboard('YOK-1{Enter}2{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(code(3)));
    await person.keyboard('90960003{Enter}');
    await user.keyboard('2{Enter}');
    await screen.findByText('2 kalem sepete eklenmeye hazır');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await openMenu(user, save);
    const sent: ListLineRequest[][] = [];
    answerLines(KADIKOY, sent);
    await user.keyboard('{Enter}');
    // The row of an unknown code is not dropped without a word.
    expect(
      await screen.findByText(
        '“Kadıköy şantiyesi” listesine eklendi. Bulunamayan veya geçersiz 1 satır listeye alınmadı: “YOK-1”.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      [
        { productId: 41, quantity: 3, unit: 1 },
        { productId: 42, quantity: 2, unit: 1 },
      ],
    ]);
  });
});

describe('in English', () => {
  beforeAll(() => registerLabelTable('en', en));

  it('labels the control, its menu and a new list in English', async () => {
    const user = userEvent.setup();
    answerLists();
    renderWidget(
      <ProductDetail product={makeProduct()} />,
      storeFor(BUYER, { locale: 'en', settings: { ...DEFAULT_SETTINGS } }),
    );
    const button = screen.getByRole('button', { name: 'Add to list' });
    await tabTo(user, button);
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('menu', { name: 'My lists' });
    await within(list).findByRole('menuitem', { name: 'Kadıköy şantiyesi 8 lines' });
    expect(within(list).getByRole('menuitem', { name: 'New list…' })).toBeTruthy();
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('textbox', { name: 'Name of the new list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create and add' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Enter a list name.', { exact: false })).toBeTruthy();
  });
});

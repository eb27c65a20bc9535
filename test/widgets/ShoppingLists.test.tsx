/**
 * The ShoppingLists widget as a keyboard user meets it: the overview's two sections and
 * their actions, a list's lines (quantity and note judged on commit), a read-only shared list, a
 * viewer without a cart, ticking lines into the cart with the per-line report, the CSV download and
 * import, and the English labels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import type { Product } from '../../src/contract/catalog';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { Locale } from '../../src/contract/hostConfig';
import type { ListDetailAnswer, ListLine, ListSummary } from '../../src/contract/lists';
import type { CompanyRole } from '../../src/domain/company/companyRoles';
import { padRowUnit } from '../../src/domain/quickOrder/quickOrderRows';
import { parseSheet } from '../../src/domain/quickOrder/quickOrderSheet';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { selectCartLoaded } from '../../src/store/cart/cartSelectors';
import { LIST_LINE_UNDO_MS } from '../../src/domain/shared/timings';
import { shoppingListsActions } from '../../src/store/lists/shoppingLists';
import { ShoppingLists } from '../../src/widgets/ShoppingLists/ShoppingLists';
import { makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct, makeUnit } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

let tests = 0;
let BASE = '';
let LISTS = '';
beforeEach(() => {
  BASE = `/sl-widget-${++tests}`;
  LISTS = `${BASE}/api/catalog/lists`;
});

const A = makePackagedProduct({ id: 1, code: 'VK-1001', name: 'Viko Karre Anahtar', seo: 'viko-karre' });
const B = makeProduct({ id: 2, code: 'VK-2002', name: 'Viko Priz', seo: 'viko-priz', quantity: 0 });
const ME = { id: 7, name: 'Mert Demir' };

function makeSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 12,
    name: 'Kadıköy şantiyesi – aylık',
    lineCount: 2,
    updatedAt: '2025-03-14T09:30:00.000Z',
    owner: ME,
    shared: true,
    mine: true,
    canEdit: true,
    ...overrides,
  };
}
function makeLine(id: number, product: Product, overrides: Partial<ListLine> = {}): ListLine {
  return { id, product, unitId: product.defaultUnit, quantity: 2, note: '', ...overrides };
}
const twoLines = () => [
  makeLine(101, A, { quantity: 40, note: 'B blok' }),
  makeLine(102, B, { quantity: 3 }),
];
function detailOf(summary = makeSummary(), lines: ListLine[] = twoLines()): ListDetailAnswer {
  return { list: { ...summary, lineCount: lines.length }, lines };
}
const sharedByOther = makeSummary({
  id: 30,
  name: 'Depo takviyesi',
  owner: { id: 2, name: 'Ayşe Yıldız' },
  mine: false,
  canEdit: false,
  updatedAt: '2025-03-10T08:00:00.000Z',
});

const stores: RunningAppStore[] = [];
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(browser, 'scrollToTop').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) {
    store.dispatch(shoppingListsActions.closed());
    store.rootTask.cancel();
  }
  jest.restoreAllMocks();
});

interface Setup {
  query?: string;
  role?: CompanyRole;
  locale?: Locale;
}

/** The widget on the lists page of a company user (Satın Alma unless said), the cart read first. */
async function setup({ query = '', role = 'satinalma', locale = 'tr' }: Setup = {}) {
  window.history.replaceState(null, '', `${BASE}/hesap/listeler${query}`);
  nock(TEST_ORIGIN).get(`${BASE}/api/catalog/cart`).reply(200, []);
  const store = createTestStore(
    testConfig({
      basePath: BASE,
      locale,
      user: { ...ANONYMOUS_USER, authenticated: true, id: ME.id, name: ME.name, companyRole: role },
    }),
  );
  stores.push(store);
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  const user = userEvent.setup();
  const view = renderWidget(<ShoppingLists />, store);
  return { user, ...view };
}

async function overview(lists: ListSummary[] = [makeSummary(), sharedByOther], options: Setup = {}) {
  nock(TEST_ORIGIN).get(LISTS).reply(200, { lists });
  const view = await setup(options);
  await screen.findAllByRole('heading', { level: 2 });
  return view;
}

async function listPage(detail = detailOf(), options: Setup = {}) {
  nock(TEST_ORIGIN).get(`${LISTS}/${detail.list.id}`).reply(200, detail);
  const view = await setup({ query: `?liste=${detail.list.id}`, ...options });
  await screen.findByRole('heading', { level: 2, name: detail.list.name });
  return view;
}

/** Presses Tab until `target` has the focus (it must be reachable within `max` presses). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, max = 80) {
  for (let i = 0; i < max && document.activeElement !== target; i++) await user.tab();
  expect(document.activeElement).toBe(target);
}

const sectionOf = (name: string) => screen.getByRole('region', { name });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const lineOf = (productName: string) =>
  screen.getByRole('link', { name: productName }).closest('tr') as HTMLElement;

describe('ShoppingLists: the overview', () => {
  it('shows the reader’s lists and the company’s shared ones, each with the actions the reader may take', async () => {
    await overview();
    const mine = sectionOf('Listelerim');
    const shared = sectionOf('Şirketle Paylaşılan Listeler');
    const own = within(mine).getByRole('rowheader', { name: 'Kadıköy şantiyesi – aylık' }).closest('tr')!;
    expect(
      Array.from(own.querySelectorAll('td'))
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['2 kalem', '14.03.2025 12:30', 'Mert Demir', 'Şirketle paylaşılıyor']);
    expect(
      within(own)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Aç Kadıköy şantiyesi – aylık']);
    expect(within(own).getByRole('link').getAttribute('href')).toBe(`${BASE}/hesap/listeler?liste=12`);
    expect(
      within(own)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Yeniden Adlandır Kadıköy şantiyesi – aylık',
      'Kopyala Kadıköy şantiyesi – aylık',
      'Paylaşımı Kaldır Kadıköy şantiyesi – aylık',
      'Sil Kadıköy şantiyesi – aylık',
    ]);
    const other = within(shared).getByRole('rowheader', { name: 'Depo takviyesi' }).closest('tr')!;
    expect(within(other).getByText('Ayşe Yıldız')).toBeTruthy();
    // Another's shared list: opened or copied, never changed.
    expect(
      within(other)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Kopyala Depo takviyesi']);
    expect(screen.getByRole('button', { name: 'Yeni Liste' })).toBeTruthy();
  });

  it('empty sections say so', async () => {
    await overview([]);
    expect(within(sectionOf('Listelerim')).getByText('Henüz kayıtlı listeniz bulunmamaktadır.')).toBeTruthy();
    expect(
      within(sectionOf('Şirketle Paylaşılan Listeler')).getByText(
        'Şirketinizde paylaşılan liste bulunmamaktadır.',
      ),
    ).toBeTruthy();
  });

  it('the shared section, empty of others’ lists, says plainly that the reader’s own shared lists are under Listelerim', async () => {
    const hostile = 'Şantiye $& <script>alert(1)</script>';
    await overview([makeSummary({ name: hostile }), makeSummary({ id: 13, name: "$`$'$1", shared: false })]);
    const shared = sectionOf('Şirketle Paylaşılan Listeler');
    expect(within(shared).queryByText('Şirketinizde paylaşılan liste bulunmamaktadır.')).toBeNull();
    expect(
      within(shared).getByText(
        'Şirketinizde başka kullanıcıların paylaştığı liste bulunmamaktadır. Sizin paylaştığınız 1 liste “Listelerim” bölümündedir.',
      ),
    ).toBeTruthy();
    expect(within(sectionOf('Listelerim')).getByRole('rowheader', { name: hostile })).toBeTruthy();
    expect(document.querySelector('.b2b-lists script')).toBeNull();
  });

  it('Yeni Liste: the name is judged on Kaydet only; the new list opens', async () => {
    const { user } = await overview([]);
    await tabTo(user, screen.getByRole('button', { name: 'Yeni Liste' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Liste' });
    const field = within(dialog).getByRole('textbox', { name: 'Liste Adı' });
    expect(document.activeElement).toBe(field);
    await user.keyboard('   {Enter}');
    expect(within(dialog).getByText('Liste adı girmelisiniz.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // No call was made: nock would have refused it loudly.
    const created = makeSummary({ id: 40, name: 'Ataşehir', lineCount: 0, shared: false });
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(LISTS, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { list: created });
    nock(TEST_ORIGIN).get(`${LISTS}/40`).reply(200, detailOf(created, []));
    await user.clear(field);
    await user.keyboard('  Ataşehir {Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Ataşehir' });
    expect(sent).toEqual({ name: 'Ataşehir', shared: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Bu listede ürün bulunmamaktadır.')).toBeTruthy();
    // The new list's heading has the focus.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Ataşehir' }));
  });

  it('Kopyala offers “{name} (kopya)” to edit; Sil asks first', async () => {
    const { user } = await overview();
    await tabTo(user, screen.getByRole('button', { name: 'Kopyala Depo takviyesi' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Kopyala' });
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('Depo takviyesi (kopya)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await tabTo(user, screen.getByRole('button', { name: 'Sil Kadıköy şantiyesi – aylık' }));
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Sil' });
    expect(
      within(confirm).getByText('“Kadıköy şantiyesi – aylık” listesi silinsin mi? Bu işlem geri alınamaz.'),
    ).toBeTruthy();
    // The safe answer has the focus.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    nock(TEST_ORIGIN).delete(`${LISTS}/12`).reply(200, { success: true });
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Kadıköy şantiyesi – aylık' })).toBeNull(),
    );
    expect(await screen.findByText('“Kadıköy şantiyesi – aylık” listesi silindi.')).toBeTruthy();
    // The deleted row's button is gone: the focus waits on its section's heading, not on the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Listelerim' }));
  });

  it('a failed load says why with a retry', async () => {
    nock(TEST_ORIGIN).get(LISTS).replyWithError('ECONNRESET');
    const { user } = await setup();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Listeler yüklenemedi.');
    expect(alert.textContent).toContain('Sunucuya ulaşılamadı.');
    nock(TEST_ORIGIN)
      .get(LISTS)
      .reply(200, { lists: [makeSummary()] });
    await tabTo(user, within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('rowheader', { name: 'Kadıköy şantiyesi – aylık' })).toBeTruthy();
    expect(errorSpy).toHaveBeenCalled();
  });
});

describe('ShoppingLists: a list', () => {
  it.each([404, 403])(
    'a list the host does not show the reader (%i) says it is not theirs or no longer shared, with the way back and no retry',
    async (status) => {
      nock(TEST_ORIGIN)
        .get(`${LISTS}/30`)
        .reply(status, { error: { messages: { type: 'Liste bulunamadı. $& <script>x</script>' } } });
      const { user } = await setup({ query: '?liste=30' });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Bu liste size ait değil veya artık paylaşılmıyor.');
      expect(alert.textContent).toContain(
        'Listeyi paylaşan kişi paylaşımı kaldırmış ya da listeyi silmiş olabilir.',
      );
      expect(alert.textContent).not.toContain('Liste bulunamadı');
      expect(within(alert).queryByRole('button', { name: 'Tekrar Dene' })).toBeNull();
      expect(document.querySelector('.b2b-lists script')).toBeNull();
      nock(TEST_ORIGIN)
        .get(LISTS)
        .reply(200, { lists: [makeSummary()] });
      await tabTo(user, within(alert).getByRole('link', { name: 'Listelerime Dön' }));
      await user.keyboard('{Enter}');
      await screen.findByRole('heading', { level: 2, name: 'Listelerim' });
      expect(window.location.search).toBe('');
    },
  );

  it('a list that fails for another reason still offers Tekrar Dene', async () => {
    nock(TEST_ORIGIN)
      .get(`${LISTS}/12`)
      .reply(500, { error: { messages: { type: 'Sunucu hatası.' } } });
    await setup({ query: '?liste=12' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Liste yüklenemedi.');
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });

  it('shows each line: image, name linking to the product, code, quantity, unit, price, stock, note', async () => {
    await listPage();
    const line = lineOf('Viko Karre Anahtar');
    expect(within(line).getByRole('link', { name: 'Viko Karre Anahtar' }).getAttribute('href')).toBe(
      `${BASE}/viko-karre-p-1`,
    );
    expect(within(line).getByRole('img', { name: 'Viko Karre Anahtar' })).toBeTruthy();
    expect(within(line).getByText('VK-1001')).toBeTruthy();
    expect((within(line).getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement).value).toBe('40');
    const unit = within(line).getByRole('combobox', {
      name: 'Birim: Viko Karre Anahtar',
    }) as HTMLSelectElement;
    expect(Array.from(unit.options).map((o) => o.text)).toEqual(['ADET', 'PAKET']);
    expect(
      (within(line).getByRole('textbox', { name: 'Not: Viko Karre Anahtar' }) as HTMLInputElement).value,
    ).toBe('B blok');
    expect(line.querySelector('.b2b-lists__price-cell')?.textContent).toBe('₺100,00');
    const out = lineOf('Viko Priz');
    expect(out.querySelector('.b2b-lists__stock-cell')?.textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'Tümünü Sepete Ekle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV İçe Aktar' })).toBeTruthy();
    expect(screen.queryByText(/değiştiremezsiniz/)).toBeNull();
  });

  it('a shared list of another is read-only: said, no controls, but into the cart and copied', async () => {
    await listPage(detailOf(sharedByOther));
    expect(
      screen.getByText(
        'Bu liste Ayşe Yıldız tarafından paylaşıldı; değiştiremezsiniz, sepete ekleyebilir veya kopyalayabilirsiniz.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Kaldır/ })).toBeNull();
    for (const name of ['Yeniden Adlandır', 'Sil', 'CSV İçe Aktar', 'Paylaşımı Kaldır'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(lineOf('Viko Karre Anahtar')).getByText('40')).toBeTruthy();
    expect(within(lineOf('Viko Karre Anahtar')).getByText('B blok')).toBeTruthy();
    for (const name of ['Tümünü Sepete Ekle', 'Kopyala', 'CSV Olarak İndir'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('a viewer (İzleyici) sees shared lists only, read-only, with no cart and no copy', async () => {
    nock(TEST_ORIGIN)
      .get(LISTS)
      .reply(200, { lists: [sharedByOther] });
    await setup({ role: 'izleyici' });
    await screen.findByRole('heading', { level: 2, name: 'Şirketle Paylaşılan Listeler' });
    expect(screen.queryByRole('heading', { name: 'Listelerim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yeni Liste' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Kopyala/ })).toBeNull();

    nock(TEST_ORIGIN).get(`${LISTS}/30`).reply(200, detailOf(sharedByOther));
    const user = userEvent.setup();
    await tabTo(user, screen.getByRole('link', { name: 'Aç Depo takviyesi' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Depo takviyesi' });
    expect(window.location.search).toBe('?liste=30');
    expect(
      screen.getByText('Bu liste Ayşe Yıldız tarafından paylaşıldı; yalnızca görüntüleyebilirsiniz.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sepete Ekle/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kopyala' })).toBeNull();
    expect(screen.getByRole('button', { name: 'CSV Olarak İndir' })).toBeTruthy();
  });

  it('the quantity is judged when committed, never key by key: past 100 it stays and says why', async () => {
    const { user } = await listPage();
    const field = within(lineOf('Viko Karre Anahtar')).getByRole('textbox', { name: 'Miktar' });
    await tabTo(user, field);
    await user.keyboard('{Control>}a{/Control}250');
    // Typed, not sent: nock would refuse a call loudly.
    expect((field as HTMLInputElement).value).toBe('250');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('En fazla 100 ADET girebilirsiniz.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('40');

    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${LISTS}/12/lines/101`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { line: makeLine(101, A, { quantity: 12, note: 'B blok' }), list: makeSummary() });
    await user.keyboard('{Control>}a{/Control}12');
    await user.tab();
    await waitFor(() => expect(sent).toEqual({ quantity: 12 }));
    await waitFor(() =>
      expect(lineOf('Viko Karre Anahtar').querySelector('.b2b-lists__line-status')?.textContent).toBe(''),
    );
    expect((field as HTMLInputElement).value).toBe('12');
  });

  it('the note is judged when committed: a note the rule refuses stays as typed with the reason; a failed save keeps it', async () => {
    const { user } = await listPage();
    const field = within(lineOf('Viko Priz')).getByRole('textbox', {
      name: 'Not: Viko Priz',
    }) as HTMLInputElement;
    await tabTo(user, field);
    const long = 'x'.repeat(201);
    await user.paste(long);
    await user.tab();
    expect(screen.getByText('Not en fazla 200 karakter olabilir.')).toBeTruthy();
    expect(field.value).toBe(long);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    nock(TEST_ORIGIN)
      .patch(`${LISTS}/12/lines/102`)
      .reply(500, { error: { messages: { type: 'Kaydedilemiyor.' } } });
    await user.click(field);
    await user.keyboard('{Control>}a{/Control}acil teslim{Enter}');
    expect(await screen.findByText('Kaydedilemedi: Kaydedilemiyor.')).toBeTruthy();
    expect(field.value).toBe('acil teslim');

    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${LISTS}/12/lines/102`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { line: makeLine(102, B, { quantity: 3, note: 'acil teslim' }), list: makeSummary() });
    await tabTo(user, within(lineOf('Viko Priz')).getByRole('button', { name: /^Tekrar Dene\W+Viko Priz$/ }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(/Kaydedilemedi/)).toBeNull());
    expect(sent).toEqual({ note: 'acil teslim' });
    expect(field.value).toBe('acil teslim');
  });

  it('ticked lines go into the cart; the report says what was added and what not, and why', async () => {
    const { user } = await listPage();
    const add = screen.getByRole('button', { name: 'Seçilenleri Sepete Ekle (0)' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await tabTo(user, screen.getByRole('checkbox', { name: 'Seç: Viko Priz' }));
    await user.keyboard(' ');
    await tabTo(user, screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await user.keyboard(' ');
    const selected = screen.getByRole('button', { name: 'Seçilenleri Sepete Ekle (2)' });
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(`${BASE}/api/catalog/cart/batch`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu ürün stoklarda bulunmamaktadır.' },
        ],
        items: [makeCartItem(A, 40)],
      });
    await tabTo(user, selected);
    await user.keyboard('{Enter}');
    const report = await screen.findByText('1 kalem sepete eklendi, 1 kalem eklenemedi.');
    const box = report.parentElement!;
    expect(sent).toEqual({
      lines: [
        { productId: 1, quantity: 40, unit: 1 },
        { productId: 2, quantity: 3, unit: 1 },
      ],
    });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'VK-1001 Viko Karre Anahtar — 40 ADETEklendi',
      'VK-2002 Viko Priz — 3 ADETEklenemedi: Bu ürün stoklarda bulunmamaktadır.',
    ]);
    expect(within(box).getByRole('link', { name: 'Sepete Git' }).getAttribute('href')).toBe(`${BASE}/sepet`);
    // The list is kept.
    expect(lineOf('Viko Priz')).toBeTruthy();
  });

  it.each([
    [
      'tr' as const,
      'Tümünü Sepete Ekle',
      'VK-$&-9 Karre <script>alert(1)</script> $1 — 40 ADETEklenemedi: Sepette 80 ADET var; bu üründen en fazla 20 ADET daha eklenebilir.20 ADET Ekle',
      '20 ADET Ekle',
      'VK-$&-9 Karre <script>alert(1)</script> $1 — 20 ADETEklendi',
    ],
    [
      'en' as const,
      'Add all to cart',
      'VK-$&-9 Karre <script>alert(1)</script> $1 — 40 ADETNot added: The cart holds 80 ADET; at most 20 ADET more of this product can be added.Add 20 ADET',
      'Add 20 ADET',
      'VK-$&-9 Karre <script>alert(1)</script> $1 — 20 ADETAdded',
    ],
  ])(
    '(%s) a line past 100 beside the cart’s says what the cart holds and offers to add what fits',
    async (locale, addAll, refusedText, offer, addedText) => {
      if (locale === 'en') registerLabelTable('en', en);
      const P = makePackagedProduct({
        id: 9,
        code: 'VK-$&-9',
        name: 'Karre <script>alert(1)</script> $1',
        seo: 'karre',
        quantity: 1000,
      });
      const { user } = await listPage(detailOf(makeSummary(), [makeLine(101, P, { quantity: 40 })]), {
        locale,
      });
      const batch = `${BASE}/api/catalog/cart/batch`;
      nock(TEST_ORIGIN)
        .post(batch)
        .reply(200, {
          results: [{ productId: 9, ok: false, message: 'Miktar 1 ile 100 arasında olmalıdır.' }],
          items: [makeCartItem(P, 80)],
        });
      await user.click(screen.getByRole('button', { name: addAll }));
      const button = await screen.findByRole('button', { name: offer });
      const item = button.closest('li')!;
      expect(item.textContent).toBe(refusedText);
      expect(document.querySelector('.b2b-lists script')).toBeNull();
      let sent: unknown;
      nock(TEST_ORIGIN)
        .post(batch, (body) => {
          sent = body;
          return true;
        })
        .reply(200, { results: [{ productId: 9, ok: true }], items: [makeCartItem(P, 100)] });
      await user.click(button);
      await waitFor(() => expect(screen.queryByRole('button', { name: offer })).toBeNull());
      expect(sent).toEqual({ lines: [{ productId: 9, quantity: 20, unit: 1 }] });
      expect(
        screen
          .getAllByRole('listitem')
          .map((li) => li.textContent)
          .filter((text) => text?.startsWith('VK-$&-9')),
      ).toEqual([addedText]);
    },
  );

  it.each([
    ['tr' as const, 'Kaldır', '“Viko Karre Anahtar $&” listeden kaldırıldı.', 'Geri Al', '1 kalem'],
    ['en' as const, 'Remove', '“Viko Karre Anahtar $&” was removed from the list.', 'Undo', '1 lines'],
  ])(
    '(%s) Kaldır hides the line with a Geri Al toast; Geri Al brings it back with its quantity and note, nothing sent',
    async (locale, remove, said, undo, oneLeft) => {
      if (locale === 'en') registerLabelTable('en', en);
      const NOTE = 'B blok $& $1 <script>alert(1)</script>';
      const P = makePackagedProduct({
        id: 1,
        code: 'VK-1001',
        name: 'Viko Karre Anahtar $&',
        seo: 'viko-karre',
      });
      await listPage(
        detailOf(makeSummary(), [
          makeLine(101, P, { quantity: 40, note: NOTE }),
          makeLine(102, B, { quantity: 3 }),
        ]),
        {
          locale,
        },
      );
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const api = nock(TEST_ORIGIN)
        .delete(`${LISTS}/12/lines/101`)
        .reply(200, { success: true, list: makeSummary({ lineCount: 1 }) });
      try {
        await user.click(
          within(lineOf('Viko Karre Anahtar $&')).getByRole('button', { name: new RegExp(`^${remove}`) }),
        );
        expect(screen.queryByRole('link', { name: 'Viko Karre Anahtar $&' })).toBeNull();
        expect(screen.getByText(oneLeft)).toBeTruthy();
        const toast = (await screen.findByText(said)).closest('.b2b-toast-action') as HTMLElement;
        expect(document.querySelector('.Toastify script')).toBeNull();
        // The pressed button is gone with its line: the keyboard's place moves to Geri Al.
        expect(document.activeElement).toBe(within(toast).getByRole('button', { name: undo }));
        await jest.advanceTimersByTimeAsync(LIST_LINE_UNDO_MS - 1000);
        await user.keyboard('{Enter}');
        await jest.advanceTimersByTimeAsync(0);
        const row = lineOf('Viko Karre Anahtar $&');
        // And back to the line's own Kaldır once it shows again.
        expect(document.activeElement).toBe(
          within(row).getByRole('button', { name: new RegExp(`^${remove}`) }),
        );
        expect((row.querySelector('.b2b-quantity__input') as HTMLInputElement).value).toBe('40');
        expect((row.querySelector('.b2b-lists__note-input') as HTMLInputElement).value).toBe(NOTE);
        await jest.advanceTimersByTimeAsync(LIST_LINE_UNDO_MS * 2);
        expect(api.isDone()).toBe(false);
        expect(
          screen.getAllByRole('link').filter((a) => a.textContent === 'Viko Karre Anahtar $&'),
        ).toHaveLength(1);
      } finally {
        nock.cleanAll();
        jest.useRealTimers();
      }
    },
  );

  it('CSV Olarak İndir downloads the lines as the quick order pad reads them', async () => {
    const { user } = await listPage();
    let blob: Blob | null = null;
    let fileName = '';
    jest.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:list';
    });
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    await tabTo(user, screen.getByRole('button', { name: 'CSV Olarak İndir' }));
    await user.keyboard('{Enter}');
    expect(fileName).toBe('kadikoy-santiyesi-aylik.csv');
    expect(blob).not.toBeNull();
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    // The byte order mark first (a Turkish Excel reads the file as UTF-8), then listToCsv's text.
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Kod;Miktar;Birim\r\nVK-1001;40;ADET\r\nVK-2002;3;ADET\r\n',
    );
  });

  it('Download as CSV writes the English page’s headers and unit names, which the import reads back', async () => {
    // An English page's units: the stored Turkish name as value, the English name as label.
    const hostile = "$&<script>$'$1\0\n$`";
    const english = makeProduct({
      id: 3,
      code: 'VK-3003',
      name: hostile,
      units: [
        makeUnit({ id: 1, value: 'ADET', label: 'PIECE' }),
        makeUnit({ id: 2, value: 'KOLİ', label: 'CARTON', multiplier: 20 }),
      ],
    });
    const lines = [
      makeLine(103, english, { quantity: 4 }),
      makeLine(104, english, { quantity: 2, unitId: 2 }),
    ];
    const { user } = await listPage(detailOf(makeSummary({ name: hostile }), lines), { locale: 'en' });
    let blob: Blob | null = null;
    jest.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:list';
    });
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download as CSV' }));
    const text = new TextDecoder().decode(new Uint8Array(await blob!.arrayBuffer()).slice(3));
    expect(text).toBe('Code;Quantity;Unit\r\nVK-3003;4;PIECE\r\nVK-3003;2;CARTON\r\n');
    const rows = parseSheet(text).rows;
    expect(rows.map((row) => padRowUnit(english, row.unit, null)?.id)).toEqual([1, 2]);
  });

  it('CSV İçe Aktar on a Turkish page reads an English page’s export: its headers and its unit names', async () => {
    // A Turkish page's units carry no English label: PIECE and CARTON are known as the units' twins.
    const turkish = makeProduct({
      id: 5,
      code: 'VK-5005',
      name: "$&<script>$'$1",
      units: [makeUnit({ id: 1, value: 'ADET' }), makeUnit({ id: 2, value: 'KOLİ', multiplier: 20 })],
    });
    const { user } = await listPage();
    await user.click(screen.getByRole('button', { name: 'CSV İçe Aktar' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV İçe Aktar' });
    const box = within(dialog).getByRole('textbox', { name: 'Satırlar' }) as HTMLTextAreaElement;
    const file = new File(['Code;Quantity;Unit\r\nVK-5005;4;PIECE\r\nVK-5005;2;CARTON\r\n'], 'list.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText('CSV dosyası seç'), file);
    await waitFor(() => expect(box.value).toContain('VK-5005;2;CARTON'));
    nock(TEST_ORIGIN)
      .post(`${BASE}/api/catalog/product-lookup`)
      .reply(200, { codes: [{ code: 'VK-5005', productId: 5, unitId: null }], products: [turkish] });
    let sent: unknown = null;
    nock(TEST_ORIGIN)
      .post(`${LISTS}/12/lines`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 5, ok: true },
          { productId: 5, ok: true },
        ],
        ...detailOf(makeSummary(), [
          makeLine(105, turkish, { quantity: 4 }),
          makeLine(106, turkish, { quantity: 2, unitId: 2 }),
        ]),
      });
    await user.click(within(dialog).getByRole('button', { name: 'Listeye Aktar' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect((sent as { lines: { productId: number; quantity: number; unit?: number }[] }).lines).toEqual([
      expect.objectContaining({ productId: 5, quantity: 4, unit: 1 }),
      expect.objectContaining({ productId: 5, quantity: 2, unit: 2 }),
    ]);
  });

  it('CSV İçe Aktar: a file read into the box, then a report of each row that did not go in', async () => {
    const { user } = await listPage();
    await tabTo(user, screen.getByRole('button', { name: 'CSV İçe Aktar' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'CSV İçe Aktar' });
    const box = within(dialog).getByRole('textbox', { name: 'Satırlar' }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(box);
    const file = new File(['Kod;Miktar\r\nVK-1001;5\r\nYOK-1;1\r\nVK-2002;0\r\nVK-2002;2\r\n'], 'liste.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText('CSV dosyası seç'), file);
    await waitFor(() => expect(box.value).toContain('VK-1001;5'));

    nock(TEST_ORIGIN)
      .post(`${BASE}/api/catalog/product-lookup`)
      .reply(200, {
        codes: [
          { code: 'VK-1001', productId: 1, unitId: null },
          { code: 'YOK-1', productId: null, unitId: null },
          { code: 'VK-2002', productId: 2, unitId: null },
        ],
        products: [A, B],
      });
    nock(TEST_ORIGIN)
      .post(`${LISTS}/12/lines`)
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu ürün artık satılmamaktadır.' },
        ],
        ...detailOf(makeSummary(), [
          makeLine(101, A, { quantity: 45, note: 'B blok' }),
          makeLine(102, B, { quantity: 3 }),
        ]),
      });
    await tabTo(user, within(dialog).getByRole('button', { name: 'Listeye Aktar' }));
    await user.keyboard('{Enter}');
    const title = await screen.findByText('1 satır listeye eklendi, 3 satır eklenemedi.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Each row named by its line in the user's file, the header being line 1.
    expect(
      within(title.parentElement!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'YOK-1 3. satır: “YOK-1” koduyla bir ürün bulunamadı.',
      'VK-2002 4. satır: En az 1 ADET girebilirsiniz.',
      'VK-2002 5. satır: Bu ürün artık satılmamaktadır.',
    ]);
    expect(
      (within(lineOf('Viko Karre Anahtar')).getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement)
        .value,
    ).toBe('45');
  });

  it('a failed import keeps the typed rows in the dialog with the reason', async () => {
    const { user } = await listPage();
    await user.click(screen.getByRole('button', { name: 'CSV İçe Aktar' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV İçe Aktar' });
    await user.keyboard('VK-1001;5');
    nock(TEST_ORIGIN).post(`${BASE}/api/catalog/product-lookup`).replyWithError('offline');
    await user.click(within(dialog).getByRole('button', { name: 'Listeye Aktar' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Satırlar' }) as HTMLTextAreaElement).value).toBe(
      'VK-1001;5',
    );
  });

  it('Tüm Listeler goes back to the overview (a new history entry)', async () => {
    const { user } = await listPage();
    nock(TEST_ORIGIN)
      .get(LISTS)
      .reply(200, { lists: [makeSummary()] });
    await tabTo(user, screen.getByRole('link', { name: /Tüm Listeler/ }));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Listelerim' });
    expect(window.location.search).toBe('');
    expect(rowOf('Kadıköy şantiyesi – aylık')).toBeTruthy();
  });
});

describe('ShoppingLists in English', () => {
  beforeAll(() => registerLabelTable('en', en));

  it('labels the overview and a list in English', async () => {
    await overview([makeSummary(), sharedByOther], { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'My lists' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lists shared with the company' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New list' })).toBeTruthy();
    expect(within(rowOf('Kadıköy şantiyesi – aylık')).getByText('2 lines')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate Depo takviyesi' })).toBeTruthy();
  });

  it('a list that is not the reader’s, and the shared section of an owner, say so in English', async () => {
    nock(TEST_ORIGIN)
      .get(`${LISTS}/30`)
      .reply(404, { error: { messages: { type: 'List not found.' } } });
    await setup({ query: '?liste=30', locale: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This list is not yours or is no longer shared.');
    expect(alert.textContent).toContain('Its owner may have stopped sharing it or deleted it.');
    expect(within(alert).getByRole('link', { name: 'Back to my lists' })).toBeTruthy();
  });

  it('the shared section of an owner says the lists they share are under My lists', async () => {
    await overview([makeSummary(), makeSummary({ id: 14, name: 'İkinci $&' })], { locale: 'en' });
    expect(
      within(sectionOf('Lists shared with the company')).getByText(
        'Nobody else in your company has shared a list. Lists you share (2) are under “My lists”.',
      ),
    ).toBeTruthy();
  });

  it('a read-only list says so in English', async () => {
    await listPage(detailOf(sharedByOther), { locale: 'en' });
    expect(
      screen.getByText(
        'Ayşe Yıldız shared this list: you cannot change it, but you can add it to your cart or duplicate it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add all to cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add selected to cart (0)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeTruthy();
  });
});

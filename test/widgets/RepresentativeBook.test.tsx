/**
 * The representative's book on /temsilci: every column as the money and date helpers write it,
 * sorting by the header buttons (aria-sort), the filter, 'Adına Çalış' through the saga, disabled with
 * the reason without consent; cards on phones with the order as a select; loading, empty, error and
 * retry; hostile names; English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { RepresentativeBook } from '../../src/widgets/RepresentativeBook/RepresentativeBook';
import { mockMatchMedia } from '../support/matchMedia';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';
import {
  ACTING,
  BOOK,
  bookCustomer,
  HOSTILE_NAMES,
  refusal,
  representativeConfig,
  THREE_CUSTOMERS,
} from '../support/representatives';

let reloadSpy: jest.SpyInstance;
let media: ReturnType<typeof mockMatchMedia>;
beforeEach(() => {
  reloadSpy = jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  media = mockMatchMedia(true);
});
afterEach(() => {
  media.restore();
  nock.cleanAll();
  jest.restoreAllMocks();
});

async function setup(customers = THREE_CUSTOMERS, locale: 'tr' | 'en' = 'tr') {
  nock(TEST_ORIGIN).get(BOOK).reply(200, { customers });
  const user = userEvent.setup();
  const view = renderWidget(<RepresentativeBook />, createTestStore(representativeConfig(null, locale)));
  await screen.findByRole(window.matchMedia('').matches ? 'table' : 'list');
  return { user, ...view };
}

const rowNames = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.querySelector('.b2b-book__name')!.textContent);
const rowOf = (name: string) =>
  screen
    .getAllByRole('rowheader')
    .find((cell) => cell.textContent!.startsWith(name))!
    .closest('tr')!;
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('td'))
    .slice(0, -1)
    .map((c) => c.textContent);

describe('RepresentativeBook', () => {
  it('shows a skeleton while the book loads, then every column', async () => {
    nock(TEST_ORIGIN).get(BOOK).delay(20).reply(200, { customers: THREE_CUSTOMERS });
    renderWidget(<RepresentativeBook />, createTestStore(representativeConfig()));
    expect(screen.getByRole('status', { name: 'Yükleniyor...' }).getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Çelik Yapı', 'Işık Aydınlatma', 'Yıldız Elektrik']);
    expect(cells(rowOf('Işık'))).toEqual([
      '₺80.000,00',
      '₺2.500,00 · 45 gün',
      'Limit yok',
      'Sipariş yok',
      '₺1.234,56',
      'Şu an çevrimiçi',
      'Var',
    ]);
    expect(cells(rowOf('Yıldız'))).toEqual([
      '₺12.500,50',
      'Yok',
      '₺37.499,50',
      '20.11.2026',
      'Boş',
      'Çevrimdışı',
      'Var',
    ]);
    expect(rowOf('Çelik').querySelector('.b2b-book__meta')!.textContent).toBe('İzmir');
    expect(screen.getByText('3 müşteri')).toBeTruthy();
  });

  it('sorts by a header button, aria-sort saying which way; pressed again it turns round', async () => {
    const { user } = await setup();
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Müşteri').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Bakiye').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('Bakiye')).getByRole('button'));
    expect(header('Bakiye').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Müşteri').getAttribute('aria-sort')).toBe('none');
    expect(rowNames()).toEqual(['Çelik Yapı', 'Yıldız Elektrik', 'Işık Aydınlatma']);
    within(header('Bakiye')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Bakiye').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Işık Aydınlatma', 'Yıldız Elektrik', 'Çelik Yapı']);
    await user.click(within(header('Son Sipariş')).getByRole('button'));
    expect(rowNames()).toEqual(['Çelik Yapı', 'Yıldız Elektrik', 'Işık Aydınlatma']);
  });

  it('filters by name, code or city as typed, Turkish-folded, and says when nothing matches', async () => {
    const { user } = await setup();
    const filter = screen.getByRole('searchbox', { name: 'Müşteri süz' });
    await user.type(filter, 'ankara');
    expect(rowNames()).toEqual(['Işık Aydınlatma']);
    expect(screen.getByText('1 müşteri')).toBeTruthy();
    await user.clear(filter);
    await user.type(filter, 'bursa');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Aramanızla eşleşen müşteri yok.')).toBeTruthy();
  });

  it('Adına Çalış starts acting through the saga and the page reloads; every button waits meanwhile', async () => {
    const api = nock(TEST_ORIGIN)
      .post(ACTING, { companyId: 1 })
      .reply(200, {
        representative: {
          id: 40,
          name: 'Murat Plasiyer',
          actingFor: { companyId: 1, code: 'C001', name: 'Yıldız Elektrik' },
        },
      });
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Yıldız Elektrik adına çalış' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    api.done();
    expect(
      (screen.getByRole('button', { name: 'Işık Aydınlatma adına çalış' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('a customer without consent: Adına Çalış disabled, the reason as its description', async () => {
    await setup();
    const button = screen.getByRole('button', { name: 'Çelik Yapı adına çalış' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Müşteri, adına sipariş vermenize izin vermedi.',
    );
    expect(cells(rowOf('Çelik')).at(-1)).toBe('Yok');
  });

  it('a refused start says why and keeps the book', async () => {
    nock(TEST_ORIGIN).post(ACTING).reply(403, refusal('Müşteri izni geri alındı.'));
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Işık Aydınlatma adına çalış' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Müşteri adına çalışma başlatılamadı. Müşteri izni geri alındı.',
    );
    expect(reloadSpy).not.toHaveBeenCalled();
    expect(rowNames()).toHaveLength(3);
  });

  it('on phones: cards, no table, the order as a select', async () => {
    media.set(false);
    const { user, container } = await setup();
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelector('.b2b-book--phone')).not.toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.b2b-book__name')!.textContent)).toEqual([
      'Çelik Yapı',
      'Işık Aydınlatma',
      'Yıldız Elektrik',
    ]);
    expect(within(cards[1]!).getByText('Vadesi Geçen').nextSibling!.textContent).toBe('₺2.500,00 · 45 gün');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sırala' }), 'Bakiye (azalan)');
    expect(
      screen.getAllByRole('listitem').map((card) => card.querySelector('.b2b-book__name')!.textContent),
    ).toEqual(['Işık Aydınlatma', 'Yıldız Elektrik', 'Çelik Yapı']);
    expect(
      (within(cards[0]!).getByRole('button', { name: 'Çelik Yapı adına çalış' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('an empty book says so', async () => {
    nock(TEST_ORIGIN).get(BOOK).reply(200, { customers: [] });
    renderWidget(<RepresentativeBook />, createTestStore(representativeConfig()));
    expect(await screen.findByText('Size bağlı müşteri yok.')).toBeTruthy();
  });

  it.each([
    ['a server error', 500, {}, 'İşlem tamamlanamadı (HTTP 500). Lütfen daha sonra tekrar deneyin.'],
    [
      'a malformed answer',
      200,
      { customers: [{ name: 7 }] },
      'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
    ],
  ])('%s: the error with a retry that loads the book', async (_what, status, body, text) => {
    nock(TEST_ORIGIN).get(BOOK).reply(status, body);
    const user = userEvent.setup();
    renderWidget(<RepresentativeBook />, createTestStore(representativeConfig()));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Müşterileriniz yüklenemedi.')).toBeTruthy();
    expect(within(alert).getByText(text)).toBeTruthy();
    nock(TEST_ORIGIN).get(BOOK).reply(200, { customers: THREE_CUSTOMERS });
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(HOSTILE_NAMES)('shows a customer named %j as text', async (name) => {
    await setup([bookCustomer({ name, code: '$&', city: "$'" })]);
    const header = screen.getByRole('rowheader');
    expect(header.querySelector('.b2b-book__name')!.textContent).toBe(name);
    expect(header.querySelector('.b2b-book__meta')!.textContent).toBe("$& · $'");
    expect(document.querySelector('script')).toBeNull();
  });

  it('speaks English', async () => {
    registerLabelTable('en', en);
    await setup(THREE_CUSTOMERS, 'en');
    expect(screen.getByRole('region', { name: 'My Customers' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent!.replace(/[↑↓↕]/g, ''))).toEqual([
      'Customer',
      'Balance',
      'Overdue',
      'Risk Limit Left',
      'Last Order',
      'Open Cart',
      'Online',
      'Permission',
      'Action',
    ]);
    expect(cells(rowOf('Işık')).slice(1, 4)).toEqual(['₺2.500,00 · 45 days', 'No limit', 'No orders yet']);
    expect(screen.getByText('The customer has not allowed you to order on its behalf.')).toBeTruthy();
  });
});

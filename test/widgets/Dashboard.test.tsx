import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import * as browser from '../../src/sagas/runtime/browser';
import { Dashboard } from '../../src/widgets/Dashboard/Dashboard';
import { selectDashboard } from '../../src/store/admin/dashboard';
import { renderWidget, TEST_ORIGIN } from '../support/renderWidget';
import { TOP_QUERIES } from '../support/dashboard';

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function loaded() {
  nock(TEST_ORIGIN).get('/yonetim/top-queries').reply(200, TOP_QUERIES);
  const result = renderWidget(<Dashboard />);
  await screen.findByRole('heading', { name: 'En Çok Aranan Kelimeler' });
  return result;
}
const panel = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
const rowsOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Dashboard tables', () => {
  it('shows the three tables with their columns', async () => {
    await loaded();
    const words = panel('En Çok Aranan Kelimeler');
    expect(
      within(words)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Kelime', 'Sayı', 'Tarih']);
    expect(rowsOf(words)[0]!.slice(0, 1).concat(rowsOf(words)[0]!.slice(2))).toEqual([
      '1',
      '24',
      '23.11.2026 20:31',
    ]);
    const users = panel('En Çok Arama Yapan Kullanıcılar');
    expect(
      within(users)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Kullanıcı', 'Sayı']);
    const last = panel('Son Aramalar');
    expect(
      within(last)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Kullanıcı', 'Kelime', 'Tarih']);
    expect(rowsOf(last)).toEqual([['1', 'Demir Yapı', 'sigorta', '21.11.2026 13:05']]);
  });

  it("shows a word's users and totals on hover and on keyboard focus; Escape hides it", async () => {
    await loaded();
    const trigger = within(panel('En Çok Aranan Kelimeler')).getByRole('button', { name: 'priz' });
    const tip = () => document.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(tip().getAttribute('role')).toBe('tooltip');
    expect(tip().hidden).toBe(true);
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(tip().hidden).toBe(false);
    expect(tip().textContent).toBe(
      'priz kelimesini arayan kullanıcılarYıldız ElektrikToplam: 20MisafirToplam: 4',
    );
    fireEvent.mouseLeave(trigger.parentElement!);
    expect(tip().hidden).toBe(true);
    await userEvent.tab(); // the search box
    await userEvent.tab(); // the type
    await userEvent.tab(); // Ara
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    expect(tip().hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(tip().hidden).toBe(true);
    await userEvent.tab();
    expect(tip().hidden).toBe(true);
  });

  it("shows a user's words with count and date on focus", async () => {
    await loaded();
    const trigger = within(panel('En Çok Arama Yapan Kullanıcılar')).getByRole('button', {
      name: 'Yıldız Elektrik',
    });
    fireEvent.focus(trigger);
    const tip = document.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toBe(
      'Yıldız Elektrik kullanıcısının aradığı kelimelerprizSayı: 2023.11.2026 20:31',
    );
  });

  it('on a load failure says so in the page and alerts the most searched words', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).get('/yonetim/top-queries').reply(500, {});
    renderWidget(<Dashboard />);
    expect((await screen.findByRole('alert')).textContent).toBe('Veri yüklenirken bir hata oluştu.');
    expect(alertSpy).toHaveBeenCalledWith('En çok aranan kelimeler yüklenirken bir hata oluştu.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are no searches yet', async () => {
    nock(TEST_ORIGIN)
      .get('/yonetim/top-queries')
      .reply(200, { topQueries: [], topUsers: [], lastQueries: [] });
    renderWidget(<Dashboard />);
    await waitFor(() => expect(screen.getAllByText('Henüz arama kaydı bulunmamaktadır.')).toHaveLength(3));
  });

  it('empties the top lists when it goes away', async () => {
    const { unmount, store } = await loaded();
    unmount();
    expect(selectDashboard(store.getState())).toMatchObject({
      topQueries: [],
      topUsers: [],
      lastQueries: [],
    });
  });
});

describe('Dashboard search', () => {
  const search = async (text: string, type?: 'kullanıcı') => {
    if (text) await userEvent.type(screen.getByRole('searchbox', { name: 'Arama terimi' }), text);
    if (type) await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Arama türü' }), type);
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
  };

  it('offers the types kelime and kullanıcı', async () => {
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Arama türü' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['kelime', 'kelime'],
      ['kullanıcı', 'kullanıcı'],
    ]);
  });

  it('alerts for a blank term and asks nothing', async () => {
    await loaded();
    await search('   ');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Lütfen bir arama terimi girin.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens 'Arama Sonuçları' with the rows of a word search; Escape closes it", async () => {
    await loaded();
    nock(TEST_ORIGIN)
      .get('/yonetim/search_queries')
      .query({ query: 'priz', type: 'kelime' })
      .reply(200, {
        success: true,
        searchQuery: 'priz',
        searchResult: [
          { name: 'Yıldız Elektrik', query: 'priz', count: 20, formattedCreatedAt: '23.11.2026 20:31' },
        ],
      });
    await search(' priz ');
    const dialog = await screen.findByRole('dialog', { name: 'Arama Sonuçları' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Kullanıcı', 'Kelime', 'Sayı', 'Tarih']);
    expect(rowsOf(dialog)).toEqual([['1', 'Yıldız Elektrik', 'priz', '20', '23.11.2026 20:31']]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The term stays in the box.
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(' priz ');
  });

  it.each([
    [undefined, 'kelime', 'Aradığınız kelimeyle ilgili sonuç bulunamadı.'],
    ['kullanıcı', 'kullanıcı', 'Aradığınız kullanıcıyla ilgili sonuç bulunamadı.'],
  ] as const)('shows the empty message of the type (%s)', async (chosen, type, message) => {
    await loaded();
    nock(TEST_ORIGIN)
      .get('/yonetim/search_queries')
      .query({ query: 'zzz', type })
      .reply(200, { success: true, searchQuery: 'zzz', searchResult: [] });
    await search('zzz', chosen);
    const dialog = await screen.findByRole('dialog', { name: 'Arama Sonuçları' });
    expect(within(dialog).getByRole('status').textContent).toBe(message);
  });

  it('says so when the search fails, keeping the term', async () => {
    await loaded();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).get('/yonetim/search_queries').query(true).replyWithError('offline');
    await search('kablo');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aranan kelimeler yüklenirken bir hata oluştu.',
    );
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('kablo');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

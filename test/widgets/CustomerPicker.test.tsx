/**
 * 'Müşteri Seç' as a sales representative uses it with the keyboard only: open, type to filter by
 * name, code or city (Turkish folding), arrows, Enter starts acting through the saga (the page then
 * reloads), Escape closes with the focus back on the button; customers without consent listed with
 * the reason and never started; the current customer shown; phones get the bottom sheet; English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { selectRepresentatives } from '../../src/store/company/representatives';
import { CustomerPicker } from '../../src/widgets/CustomerPicker/CustomerPicker';
import { mockMatchMedia } from '../support/matchMedia';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';
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

async function openPicker(config = representativeConfig(), customers = THREE_CUSTOMERS) {
  nock(TEST_ORIGIN).get(BOOK).reply(200, { customers });
  const user = userEvent.setup();
  const view = renderWidget(<CustomerPicker />, createTestStore(config));
  await user.tab();
  const button = screen.getByRole('button', {
    name: config.locale === 'en' ? 'Choose Customer' : 'Müşteri Seç',
  });
  expect(document.activeElement).toBe(button);
  await user.keyboard('{Enter}');
  const box = await screen.findByRole('combobox');
  await screen.findByRole('listbox');
  return { user, button, box, ...view };
}

const optionNames = () =>
  screen.getAllByRole('option').map((o) => o.querySelector('.b2b-customer-picker__name')!.textContent);
const activeOption = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-activedescendant')!)!;

describe('CustomerPicker', () => {
  it('shows nothing to a user who is not a representative', () => {
    const { container } = renderWidget(<CustomerPicker />, createTestStore(testConfig()));
    expect(container.querySelector('.b2b-customer-picker')).toBeNull();
  });

  it('opens with the focus in the search box and lists the book, the consent-less customer marked with the reason', async () => {
    const { box, button } = await openPicker();
    expect(document.activeElement).toBe(box);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Yıldız Elektrik', 'Işık Aydınlatma', 'Çelik Yapı']);
    const celik = screen.getAllByRole('option')[2]!;
    expect(celik.getAttribute('aria-disabled')).toBe('true');
    expect(within(celik).getByText('Müşteri, adına sipariş vermenize izin vermedi.')).toBeTruthy();
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-disabled')).toBe('false');
  });

  it('types to filter by city with Turkish folding, moves with the arrows and starts acting with Enter', async () => {
    const api = nock(TEST_ORIGIN)
      .post(ACTING, { companyId: 2 })
      .reply(200, {
        representative: {
          id: 40,
          name: 'Murat Plasiyer',
          actingFor: { companyId: 2, code: 'C002', name: 'Işık Aydınlatma' },
        },
      });
    const { user, box } = await openPicker();
    await user.keyboard('izmir');
    expect(optionNames()).toEqual(['Çelik Yapı']);
    await user.clear(box);
    await user.keyboard('ISIK');
    expect(optionNames()).toEqual(['Işık Aydınlatma']);
    await user.clear(box);
    expect(optionNames()).toHaveLength(3);
    expect(activeOption(box).textContent).toContain('Yıldız Elektrik');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box).textContent).toContain('Işık Aydınlatma');
    expect(activeOption(box).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(box).textContent).toContain('Çelik Yapı');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    api.done();
    expect(screen.getByRole('status').textContent).toBe('Müşteri hesabına geçiliyor…');
  });

  it('Enter on a customer without consent sends nothing', async () => {
    const { user, box, store } = await openPicker();
    await user.keyboard('{End}');
    expect(activeOption(box).textContent).toContain('Çelik Yapı');
    await user.keyboard('{Enter}');
    expect(selectRepresentatives(store.getState()).acting.pending).toBeNull();
    expect(reloadSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('Escape closes the list and gives the focus back to the button', async () => {
    const { user, button } = await openPicker();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a refusal keeps the list open and says why', async () => {
    nock(TEST_ORIGIN).post(ACTING).reply(403, refusal('Müşteri izni geri alındı.'));
    const { user } = await openPicker();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Müşteri adına çalışma başlatılamadı. Müşteri izni geri alındı.',
    );
    expect(reloadSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('a book that cannot be loaded says so, and Tekrar Dene loads it', async () => {
    nock(TEST_ORIGIN).get(BOOK).reply(500, 'boom');
    const user = userEvent.setup();
    renderWidget(<CustomerPicker />, createTestStore(representativeConfig()));
    await user.click(screen.getByRole('button', { name: 'Müşteri Seç' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Müşterileriniz yüklenemedi.');
    nock(TEST_ORIGIN).get(BOOK).reply(200, { customers: THREE_CUSTOMERS });
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('shows the customer acted for on the button', () => {
    renderWidget(
      <CustomerPicker />,
      createTestStore(representativeConfig({ companyId: 2, code: 'C002', name: 'Işık Aydınlatma' })),
    );
    expect(screen.getByRole('button', { name: 'Müşteri: Işık Aydınlatma' })).toBeTruthy();
  });

  it('is a bottom sheet with a close button on phones, a popup on wider screens', async () => {
    media.set(false);
    const { user, button } = await openPicker();
    expect(screen.getByRole('dialog').className).toContain('b2b-customer-picker__popup--sheet');
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    media.set(true);
    await user.click(button);
    expect(screen.getByRole('dialog').className).not.toContain('--sheet');
  });

  it.each(HOSTILE_NAMES)('lists a customer named %j as text', async (name) => {
    await openPicker(representativeConfig(), [bookCustomer({ name })]);
    expect(screen.getByRole('option').querySelector('.b2b-customer-picker__name')!.textContent).toBe(name);
    expect(document.querySelector('script')).toBeNull();
  });

  it('speaks English', async () => {
    registerLabelTable('en', en);
    const { user } = await openPicker(representativeConfig(null, 'en'));
    expect(screen.getByRole('dialog', { name: 'Customers' })).toBeTruthy();
    expect(screen.getByText('The customer has not allowed you to order on its behalf.')).toBeTruthy();
    await user.keyboard('bursa');
    expect(screen.getByRole('status').textContent).toBe('No customer matches your search.');
  });
});

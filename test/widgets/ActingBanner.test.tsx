/**
 * The acting banner: whose storefront this is while a representative acts for a customer (the name
 * as text, whatever it holds), 'Çık' stops acting through the saga and goes to the book; a failure
 * says why; nothing when not acting; English.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { ActingBanner } from '../../src/widgets/ActingBanner/ActingBanner';
import { mockMatchMedia } from '../support/matchMedia';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';
import { ACTING, HOSTILE_NAMES, refusal, representativeConfig } from '../support/representatives';

const BAYI1 = { companyId: 1, code: 'C001', name: 'Bayi1' };

let navigateSpy: jest.SpyInstance;
beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  nock.cleanAll();
  jest.restoreAllMocks();
});

describe('ActingBanner', () => {
  it('shows nothing to a customer, nor to a representative acting for nobody', () => {
    const customer = renderWidget(<ActingBanner />, createTestStore(testConfig()));
    expect(customer.container.querySelector('.b2b-acting-banner')).toBeNull();
    customer.unmount();
    const idle = renderWidget(<ActingBanner />, createTestStore(representativeConfig(null)));
    expect(idle.container.querySelector('.b2b-acting-banner')).toBeNull();
  });

  it('says for whom the representative works; Çık stops acting and goes to the book', async () => {
    const api = nock(TEST_ORIGIN)
      .delete(ACTING)
      .reply(200, { representative: { id: 40, name: 'Murat Plasiyer', actingFor: null } });
    const user = userEvent.setup();
    renderWidget(<ActingBanner />, createTestStore(representativeConfig(BAYI1)));
    const banner = screen.getByRole('region', { name: 'Bayi1 adına çalışıyorsunuz' });
    expect(banner.textContent).toBe('Bayi1 adına çalışıyorsunuzÇık');
    await user.tab();
    const exit = screen.getByRole('button', { name: 'Bayi1 adına çalışmaktan çık' });
    expect(document.activeElement).toBe(exit);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/temsilci'));
    api.done();
    expect((exit as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed Çık keeps the banner and says why', async () => {
    nock(TEST_ORIGIN).delete(ACTING).reply(500, refusal('Sunucu hatası.'));
    const user = userEvent.setup();
    renderWidget(<ActingBanner />, createTestStore(representativeConfig(BAYI1)));
    await user.click(screen.getByRole('button', { name: 'Bayi1 adına çalışmaktan çık' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Müşteri adına çalışma bitirilemedi. Sunucu hatası.',
    );
    expect(navigateSpy).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: /çık$/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([true, false])('renders the same at phone and desktop widths (wide: %s)', (wide) => {
    const media = mockMatchMedia(wide);
    renderWidget(<ActingBanner />, createTestStore(representativeConfig(BAYI1)));
    expect(screen.getByRole('region', { name: 'Bayi1 adına çalışıyorsunuz' }).className).toBe(
      'b2b-acting-banner',
    );
    media.restore();
  });

  it.each(HOSTILE_NAMES)('shows a customer named %j as text', (name) => {
    renderWidget(<ActingBanner />, createTestStore(representativeConfig({ ...BAYI1, name })));
    expect(document.querySelector('.b2b-acting-banner__text')!.textContent).toBe(
      `${name} adına çalışıyorsunuz`,
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('speaks English', () => {
    registerLabelTable('en', en);
    renderWidget(<ActingBanner />, createTestStore(representativeConfig(BAYI1, 'en')));
    expect(screen.getByRole('region', { name: 'Working on behalf of Bayi1' }).textContent).toBe(
      'Working on behalf of Bayi1Exit',
    );
    expect(screen.getByRole('button', { name: 'Exit working on behalf of Bayi1' })).toBeTruthy();
  });
});

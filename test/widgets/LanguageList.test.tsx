import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { LanguageList } from '../../src/widgets/LanguageList/LanguageList';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  jest.spyOn(browser, 'currentAddress').mockReturnValue({ pathname: '/', search: '', hash: '' });
});
afterEach(() => jest.restoreAllMocks());

describe('LanguageList', () => {
  it('offers Türkçe and English with the current language marked', () => {
    renderWidget(<LanguageList />);
    const list = screen.getByRole('list', { name: 'Dil' });
    const turkish = screen.getByRole('button', { name: 'Türkçe' });
    const english = screen.getByRole('button', { name: 'English' });
    expect(list.contains(turkish) && list.contains(english)).toBe(true);
    expect(turkish.getAttribute('aria-pressed')).toBe('true');
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(english.getAttribute('lang')).toBe('en');
  });

  it('marks English on an English page, with English labels', () => {
    registerLabelTable('en', en);
    renderWidget(<LanguageList />, createTestStore(testConfig({ locale: 'en' })));
    expect(screen.getByRole('list', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('with the keyboard: saves locale en, sets it active and reloads the page', async () => {
    let saved: unknown;
    nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (body) => {
        saved = body;
        return true;
      })
      .reply(200, { success: true });
    const { store } = renderWidget(<LanguageList />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Türkçe' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'English' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(saved).toEqual({ key: 'locale', value: 'en' });
    expect(store.getState().locale.active).toBe('en');
  });

  it('does nothing for the language already shown', async () => {
    const { store } = renderWidget(<LanguageList />);
    await userEvent.click(screen.getByRole('button', { name: 'Türkçe' }));
    expect(store.getState().language.saving).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when the language cannot be saved, and stays on the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(500, {});
    renderWidget(<LanguageList />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dil tercihiniz kaydedilemedi. Lütfen tekrar deneyin.',
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'English' })).toHaveProperty('disabled', false);
  });
});

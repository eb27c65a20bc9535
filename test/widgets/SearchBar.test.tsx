import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { SUGGESTION_DEBOUNCE_MS } from '../../src/domain/shared/timings';
import * as browser from '../../src/sagas/runtime/browser';
import { SearchBar } from '../../src/widgets/SearchBar/SearchBar';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const RESULTS = [
  { id: 11, name: 'Viko Karre Anahtar', code: 'VK-1001', image: 'vk-1001.png', url: 'viko-karre-anahtar' },
  { id: 12, name: '<script>alert(1)</script> Priz', code: 'VK-1002', image: '', url: 'viko-karre-priz' },
  { id: 13, name: 'Viko Karre Dimmer', code: 'VK-1003', image: 'vk-1003.png', url: 'viko-karre-dimmer' },
];

let navigateSpy: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  navigateSpy.mockRestore();
  jest.useRealTimers();
});

function setup(config = testConfig()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWidget(<SearchBar />, createTestStore(config));
  const input = screen.getByRole('combobox', { name: 'Ürün Ara' });
  return { user, input };
}

/** Types, waits out the debounce and lets the answer land. */
async function typeAndSuggest(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  const api = nock(TEST_ORIGIN).get('/autocomplete').query({ q: text.trim() }).reply(200, RESULTS);
  await user.type(input, text);
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
  await waitFor(() => expect(api.isDone()).toBe(true));
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(RESULTS.length));
}

describe('SearchBar suggestions', () => {
  it('shows image, code, name and the /{url}-p-{id} link of each suggestion', async () => {
    const { user, input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await typeAndSuggest(user, input, 'karre');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Öneriler' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const [first, second] = within(listbox).getAllByRole('option');
    expect(first!.getAttribute('href')).toBe('/viko-karre-anahtar-p-11');
    expect(within(first!).getByText('VK-1001')).toBeTruthy();
    expect(within(first!).getByText('Viko Karre Anahtar')).toBeTruthy();
    const img = first!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/vk-1001.png');
    expect(img.getAttribute('width')).toBe('60');
    expect(img.className).toBe('b2b-search__thumb');
    // No image: the 404 image; hostile text stays text.
    expect(second!.querySelector('img')!.getAttribute('src')).toBe('/images/404.png');
    expect(within(second!).getByText('<script>alert(1)</script> Priz')).toBeTruthy();
    expect(second!.querySelector('script')).toBeNull();
  });

  it('keeps the links under the base path', async () => {
    const { user, input } = setup(testConfig({ basePath: '/shop' }));
    await typeAndSuggest(user, input, 'karre');
    expect(screen.getAllByRole('option')[0]!.getAttribute('href')).toBe('/shop/viko-karre-anahtar-p-11');
  });

  it('asks nothing for blank input and hides the list when the text is cleared', async () => {
    const { user, input } = setup();
    await typeAndSuggest(user, input, 'karre');
    const spy = jest.fn();
    nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query(true)
      .reply(200, () => (spy(), RESULTS));
    await user.clear(input);
    await user.type(input, '   ');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2));
    expect(spy).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('SearchBar keyboard', () => {
  it('moves the selection with ArrowDown and ArrowUp (aria-activedescendant), wrapping around', async () => {
    const { user, input } = setup();
    await typeAndSuggest(user, input, 'karre');
    const options = () => screen.getAllByRole('option');
    const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(selected()).toBe(-1);

    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(2);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(2);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(document.activeElement).toBe(input);
  });

  it('Enter opens the selected suggestion', async () => {
    const { user, input } = setup();
    await typeAndSuggest(user, input, 'karre');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/viko-karre-priz-p-12'));
  });

  it('Enter without a selection submits to /search?q=', async () => {
    const { user, input } = setup();
    await typeAndSuggest(user, input, ' karre & priz ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/search?q=karre+%26+priz'));
  });

  it('the search button submits too, under the base path', async () => {
    const { user, input } = setup(testConfig({ basePath: '/shop' }));
    nock(TEST_ORIGIN).get('/autocomplete').query(true).reply(200, []);
    await user.type(input, 'kablo');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/shop/search?q=kablo'));
  });

  it('Enter on blank text goes nowhere', async () => {
    const { user, input } = setup();
    await user.type(input, '   {Enter}');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('Escape closes the list and keeps the text', async () => {
    const { user, input } = setup();
    await typeAndSuggest(user, input, 'karre');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('karre');
    // With the list closed, Enter searches the text rather than opening the old selection.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/search?q=karre'));
  });

  it('ArrowDown reopens a closed list', async () => {
    const { user, input } = setup();
    await typeAndSuggest(user, input, 'karre');
    await user.keyboard('{Escape}{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('SearchBar outside click', () => {
  it('closes on a click outside and stays open on a click inside', async () => {
    const { user, input } = setup();
    const outside = document.createElement('button');
    outside.textContent = 'dışarı';
    document.body.appendChild(outside);
    await typeAndSuggest(user, input, 'karre');
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.click(outside);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    outside.remove();
  });

  it('starts with the text of the search page', () => {
    window.history.replaceState(null, '', '/search?q=priz');
    const { input } = setup();
    expect((input as HTMLInputElement).value).toBe('priz');
  });
});

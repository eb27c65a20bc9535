/**
 * The 'Listeye Ekle' control when its menu's chunk cannot be fetched: the control tells it
 * in a toast, and the next press fetches it again. (A chunk once fetched stays: one case per file.)
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { User } from '../../src/contract/hostConfig';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { ListSummary } from '../../src/contract/lists';
import { AddToListButton } from '../../src/widgets/shared/AddToListButton';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const mockChunks = { menu: false };
jest.mock('../../src/widgets/shared/AddToListMenu', () => {
  if (mockChunks.menu) throw new Error('Loading chunk list-picker failed.');
  return jest.requireActual('../../src/widgets/shared/AddToListMenu');
});

const BUYER: User = {
  ...ANONYMOUS_USER,
  authenticated: true,
  id: 7,
  name: 'Mert Demir',
  companyRole: 'satinalma',
};
const LIST: ListSummary = {
  id: 1,
  name: 'Kadıköy şantiyesi',
  lineCount: 8,
  updatedAt: '2026-11-20T09:00:00.000Z',
  owner: { id: 7, name: 'Mert Demir' },
  shared: false,
  mine: true,
  canEdit: true,
};
const UNAVAILABLE = 'Listeler şu anda açılamıyor. Lütfen tekrar deneyin.';

let tests = 0;
let BASE = '';
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  BASE = `/atl-chunk-${++tests}`;
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function renderButton() {
  nock(TEST_ORIGIN).get(`${BASE}/api/catalog/cart`).reply(200, []);
  const store = createTestStore(testConfig({ basePath: BASE, user: BUYER }));
  renderWidget(<AddToListButton items={[{ productId: 11, name: 'Karre', quantity: 1 }]} />, store);
  return store;
}

it("the menu's chunk failing is told in a toast; the next press fetches it again", async () => {
  const user = userEvent.setup();
  mockChunks.menu = true;
  const store = renderButton();
  const button = screen.getByRole('button', { name: 'Listeye Ekle' });
  await user.tab();
  expect(document.activeElement).toBe(button);
  await user.keyboard('{Enter}');
  expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
  expect(errorSpy).toHaveBeenCalledWith('[b2b] the list picker could not be loaded:', expect.any(Error));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(button.getAttribute('aria-expanded')).toBe('false');

  mockChunks.menu = false;
  nock(TEST_ORIGIN)
    .get(`${BASE}/api/catalog/lists`)
    .reply(200, { lists: [LIST] });
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Listelerim' });
  expect(await within(menu).findByRole('menuitem', { name: /Kadıköy şantiyesi/ })).toBeTruthy();
  store.rootTask.cancel();
});

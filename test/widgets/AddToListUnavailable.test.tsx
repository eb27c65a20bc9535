/**
 * The 'Listeye Ekle' control when the picker's session chunk cannot be fetched: the
 * listener's listPicker/unavailable reaches the menu, which says so; its retry (or the next open)
 * fetches the chunk again. (A chunk once fetched stays: one case per file.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { User } from '../../src/contract/hostConfig';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { ListSummary } from '../../src/contract/lists';
import { AddToListButton } from '../../src/widgets/shared/AddToListButton';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const mockChunks = { session: false };
jest.mock('../../src/sagas/lists/listPickerSession', () => {
  if (mockChunks.session) throw new Error('Loading chunk list-picker-flow failed.');
  return jest.requireActual('../../src/sagas/lists/listPickerSession');
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

it("the session's chunk failing: the menu says so; its retry fetches it again and reads the lists", async () => {
  const user = userEvent.setup();
  mockChunks.session = true;
  const store = renderButton();
  const button = screen.getByRole('button', { name: 'Listeye Ekle' });
  await user.tab();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Listelerim' });
  const alert = await screen.findByRole('alert');
  await within(alert).findByText(UNAVAILABLE);
  expect(errorSpy).toHaveBeenCalledWith('[b2b] the list picker code could not be loaded:', expect.any(Error));
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Yeni liste…']);

  // Closed and opened again while it still fails: still said; then the retry in the menu succeeds.
  await user.keyboard('{Escape}');
  expect(document.activeElement).toBe(button);
  await user.keyboard('{Enter}');
  await within(await screen.findByRole('alert')).findByText(UNAVAILABLE);
  mockChunks.session = false;
  nock(TEST_ORIGIN)
    .get(`${BASE}/api/catalog/lists`)
    .reply(200, { lists: [LIST] });
  const retry = screen.getByRole('button', { name: 'Tekrar Dene' });
  for (let i = 0; i < 10 && document.activeElement !== retry; i++) await user.tab();
  expect(document.activeElement).toBe(retry);
  await user.keyboard('{Enter}');
  expect(
    await within(screen.getByRole('menu', { name: 'Listelerim' })).findByRole('menuitem', {
      name: /Kadıköy şantiyesi/,
    }),
  ).toBeTruthy();
  await waitFor(() => expect(screen.queryByText(UNAVAILABLE)).toBeNull());
  store.rootTask.cancel();
});

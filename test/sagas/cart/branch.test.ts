import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { branchChosen } from '../../../src/store/cart/cartIntents';
import { selectUser } from '../../../src/store/core/config';
import { customerConfig } from '../../support/cart';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const branches = [
  { id: 1, name: 'Merkez' },
  { id: 2, name: 'Ankara Şube' },
];

function store() {
  nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
  const base = customerConfig();
  return createTestStore(customerConfig({ user: { ...base.user, branches, currentBranch: 1 } }));
}

afterEach(() => nock.cleanAll());

describe('the branch of the cart page (sections 2, 7)', () => {
  it('saves branch with the settings call and shows it at once', async () => {
    const s = store();
    let body: unknown = null;
    const api = nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (b) => {
        body = b;
        return true;
      })
      .reply(200, { success: true });
    s.dispatch(branchChosen({ branchId: 2 }));
    expect(selectUser(s.getState()).currentBranch).toBe(2);
    await waitFor(() => api.done());
    expect(body).toEqual({ key: 'branch', value: 2 });
  });

  it('a failed save is logged and the select goes back to the saved branch', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const s = store();
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(500, '');
    s.dispatch(branchChosen({ branchId: 2 }));
    await waitFor(() => expect(selectUser(s.getState()).currentBranch).toBe(1));
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

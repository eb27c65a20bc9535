import { waitFor } from '@testing-library/react';
import * as browser from '../../../src/sagas/runtime/browser';
import { createAppStore } from '../../../src/app/createAppStore';
import { notify } from '../../../src/store/core/ui';

// The toast chunk failing to load, as a flaky network would make it.
jest.mock('react-toastify/unstyled', () => {
  throw Object.assign(new Error('Loading chunk toasts failed.'), { name: 'ChunkLoadError' });
});

describe('notify flow without its toast chunk', () => {
  it('falls back to an alert so the message still reaches the user', async () => {
    const alert = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = createAppStore();
    store.dispatch(
      notify({ kind: 'error', message: 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.' }),
    );
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.'),
    );
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('toast chunk could not be loaded');
    jest.restoreAllMocks();
  });
});

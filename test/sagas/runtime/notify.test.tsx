import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '../../../src/store/core/ui';
import { renderWidget } from '../../support/renderWidget';

describe('notify flow', () => {
  it('shows a toast for a notify action, top-center, closing after 5 s', async () => {
    const { store } = renderWidget(<div />);
    act(() => {
      store.dispatch(
        notify({ kind: 'error', message: 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.' }),
      );
    });
    const text = await screen.findByText('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.');
    expect(document.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    const toast = text.closest('.Toastify__toast')!;
    // toastify times the auto-close with its progress bar's CSS animation, not with a timer.
    const progress = toast.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(progress.style.animationDuration).toBe('5000ms');
    fireEvent.animationEnd(progress);
    await waitFor(() => expect(toast.className).toMatch(/exit/));
  });

  it('pauses on hover', async () => {
    const { store } = renderWidget(<div />);
    act(() => {
      store.dispatch(notify({ kind: 'info', message: 'bekle' }));
    });
    const toast = (await screen.findByText('bekle')).closest('.Toastify__toast')!;
    fireEvent.mouseEnter(toast);
    await waitFor(() =>
      expect(toast.querySelector<HTMLElement>('[role="progressbar"]')!.style.animationPlayState).toBe(
        'paused',
      ),
    );
  });

  it('puts the newest toast on top', async () => {
    const { store } = renderWidget(<div />);
    act(() => {
      store.dispatch(notify({ kind: 'info', message: 'birinci' }));
    });
    await screen.findByText('birinci');
    act(() => {
      store.dispatch(notify({ kind: 'info', message: 'ikinci' }));
    });
    await screen.findByText('ikinci');
    const texts = [...document.querySelectorAll('.Toastify__toast')].map((el) => el.textContent);
    expect(texts[0]).toContain('ikinci');
    expect(texts[1]).toContain('birinci');
  });
});

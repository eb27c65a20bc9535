import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { CookieButton } from '../../src/widgets/CookieButton/CookieButton';
import { renderWidget, TEST_ORIGIN } from '../support/renderWidget';

const TEXT = 'Size daha iyi bir alışveriş deneyimi sunabilmek için çerezler kullanıyoruz.';

afterEach(() => jest.restoreAllMocks());

describe('CookieButton', () => {
  it('shows the notice with Tamam while no choice is stored', () => {
    renderWidget(<CookieButton accepted={false} />);
    const notice = screen.getByRole('region', { name: 'Çerez bildirimi' });
    expect(notice.textContent).toContain(TEXT);
    expect(screen.getByRole('button', { name: 'Tamam' })).toBeTruthy();
  });

  it('shows nothing once a choice is stored', () => {
    const { container } = renderWidget(<CookieButton accepted />);
    expect(container.querySelector('.b2b-cookie')).toBeNull();
  });

  it('Tamam, reached with the keyboard, sends {allowCookies:true} and hides the notice', async () => {
    let body: unknown;
    const api = nock(TEST_ORIGIN)
      .post('/api/catalog/cookies', (b) => {
        body = b;
        return true;
      })
      .reply(200, { success: true });
    renderWidget(<CookieButton accepted={false} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tamam' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).toBeNull();
    await waitFor(() => expect(api.isDone()).toBe(true));
    expect(body).toEqual({ allowCookies: true });
  });

  it('accepted by keyboard, the focus goes on to the next control of the page, not to <body>', async () => {
    nock(TEST_ORIGIN).post('/api/catalog/cookies').reply(200, { success: true });
    const { container } = renderWidget(<CookieButton accepted={false} />);
    const next = document.createElement('a');
    next.href = '/';
    next.textContent = 'Ana sayfa';
    container.after(next);
    try {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).toBeNull();
      expect(document.activeElement).toBe(next);
    } finally {
      next.remove();
    }
  });

  it('comes back with a message when the choice could not be saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .post('/api/catalog/cookies')
      .reply(403, { error: { messages: { type: 'Güvenlik' } } });
    renderWidget(<CookieButton accepted={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Çerez tercihiniz kaydedilemedi. Lütfen tekrar deneyin.',
    );
    expect(screen.getByRole('button', { name: 'Tamam' })).toBeTruthy();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { TopHeaderInfo } from '../../src/widgets/TopHeaderInfo/TopHeaderInfo';
import { mockMatchMedia } from '../support/matchMedia';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';
import { ANONYMOUS_TOP_HEADER } from '../support/topHeader';

const URL = '/api/catalog/top-header-info';
const INFO = {
  isAuthenticated: true,
  salesRepresentativeName: 'Ahmet Kaya',
  salesRepresentativePhone: '0532 111 22 33',
  salesRepresentativeEmail: 'ahmet.kaya@anadoluelektrik.com.tr',
  customerName: 'Yıldız Elektrik Taahhüt Ltd. Şti.',
  customerBalance: 48250.75,
  customerCurrency: 'TL',
};

let media: ReturnType<typeof mockMatchMedia>;
afterEach(() => {
  media.restore();
  jest.restoreAllMocks();
});

describe('TopHeaderInfo', () => {
  it('shows a skeleton, then the representative with tel: and mailto: links, the customer and the balance', async () => {
    media = mockMatchMedia(true);
    nock(TEST_ORIGIN).get(URL).delay(30).reply(200, INFO);
    const { container } = renderWidget(<TopHeaderInfo />);
    expect(container.querySelector('.b2b-skeleton')).not.toBeNull();
    expect(await screen.findByText('Temsilciniz:')).toBeTruthy();
    expect(container.querySelector('.b2b-skeleton')).toBeNull();
    expect(screen.getByText('Ahmet Kaya')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0532 111 22 33' }).getAttribute('href')).toBe('tel:05321112233');
    expect(screen.getByRole('link', { name: 'ahmet.kaya@anadoluelektrik.com.tr' }).getAttribute('href')).toBe(
      'mailto:ahmet.kaya@anadoluelektrik.com.tr',
    );
    const name = screen.getByText('Yıldız Elektrik Taahhüt Ltd. Şti.');
    expect(name.getAttribute('title')).toBe('Yıldız Elektrik Taahhüt Ltd. Şti.');
    expect(name.className).toContain('b2b-top-header__name'); // the class that cuts it with an ellipsis
    expect(container.querySelector('.b2b-top-header__balance')?.textContent).toBe('Bakiye: 48,250.75 TL');
  });

  it.each([
    ['Hesaplanıyor', 'Bakiye: Hesaplanıyor TL'],
    ['-1500.5', 'Bakiye: -1,500.50 TL'],
  ])('shows a balance of %p by the balance rule', async (customerBalance, text) => {
    media = mockMatchMedia(true);
    nock(TEST_ORIGIN)
      .get(URL)
      .reply(200, { ...INFO, customerBalance });
    const { container } = renderWidget(<TopHeaderInfo />);
    await screen.findByText('Temsilciniz:');
    expect(container.querySelector('.b2b-top-header__balance')?.textContent).toBe(text);
  });

  it('shows no balance when it is empty, and no representative when there is none', async () => {
    media = mockMatchMedia(true);
    nock(TEST_ORIGIN)
      .get(URL)
      .reply(200, { ...INFO, salesRepresentativeName: '', customerBalance: null, customerCurrency: '' });
    const { container } = renderWidget(<TopHeaderInfo />);
    await screen.findByText('Yıldız Elektrik Taahhüt Ltd. Şti.');
    expect(screen.queryByText('Temsilciniz:')).toBeNull();
    expect(container.querySelector('.b2b-top-header__balance')).toBeNull();
    expect(container.textContent).not.toContain('Bakiye');
  });

  it('shows anonymous visitors no customer block (and nothing at all without a representative)', async () => {
    media = mockMatchMedia(true);
    nock(TEST_ORIGIN).get(URL).reply(200, ANONYMOUS_TOP_HEADER);
    const { container, store } = renderWidget(<TopHeaderInfo />);
    await waitFor(() => expect(store.getState().topHeader.status).toBe('loaded'));
    expect(container.textContent).toBe('');
  });

  it('on a failure logs only and takes the skeleton away', async () => {
    media = mockMatchMedia(true);
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .get(URL)
      .reply(500, { error: { messages: { type: 'Sunucu hatası' } } });
    const { container } = renderWidget(<TopHeaderInfo />);
    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(container.querySelector('.b2b-skeleton')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('below medium width renders nothing and fetches nothing, until the screen gets wider', async () => {
    media = mockMatchMedia(false);
    const api = nock(TEST_ORIGIN).get(URL).reply(200, INFO);
    const store = createTestStore();
    const { container } = renderWidget(<TopHeaderInfo />, store);
    await new Promise((r) => setTimeout(r, 30));
    expect(container.querySelector('.b2b-top-header, .b2b-skeleton')).toBeNull();
    expect(api.isDone()).toBe(false);
    expect(store.getState().topHeader.status).toBe('idle');
    act(() => media.set(true));
    expect(await screen.findByText('Temsilciniz:')).toBeTruthy();
    api.done();
    act(() => media.set(false));
    expect(container.querySelector('.b2b-top-header, .b2b-skeleton')).toBeNull();
  });

  it('shows the host’s embedded first answer in its first frame and makes no call', async () => {
    media = mockMatchMedia(true);
    const api = nock(TEST_ORIGIN).get(URL).reply(200, INFO);
    const firstAnswer = { ...INFO, customerName: "Yıldız $& $` $' <script>alert(1)</script>" };
    const { container, store } = renderWidget(<TopHeaderInfo firstAnswer={firstAnswer} />);
    // Seeded before the first paint: no skeleton, ever.
    expect(container.querySelector('.b2b-skeleton')).toBeNull();
    expect(screen.getByText("Yıldız $& $` $' <script>alert(1)</script>")).toBeTruthy();
    expect(screen.getByText('Temsilciniz:')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 30));
    expect(api.isDone()).toBe(false);
    expect(store.getState().topHeader).toEqual({ status: 'loaded', info: firstAnswer });
  });

  it('an anonymous visitor’s embedded answer shows nothing and asks nothing', async () => {
    media = mockMatchMedia(true);
    const api = nock(TEST_ORIGIN).get(URL).reply(200, INFO);
    const anonymous = ANONYMOUS_TOP_HEADER;
    const { container } = renderWidget(<TopHeaderInfo firstAnswer={anonymous} />);
    expect(container.textContent).toBe('');
    await new Promise((r) => setTimeout(r, 30));
    expect(api.isDone()).toBe(false);
  });
});

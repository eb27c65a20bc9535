import { DEFAULT_CONFIG, DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import { parseConfig, readConfig } from '../../src/config/readConfig';

function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (block !== null)
    doc.body.innerHTML = `<script type="application/json" id="b2b-config">${block}</script>`;
  return doc;
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('readConfig', () => {
  it('reads a complete block without complaint', () => {
    const block = {
      basePath: '/magaza/',
      locale: 'en',
      labels: { 'cookie.accept': 'Kabul' },
      settings: {
        stockInfoStatus: 4,
        productsWithKdv: '1',
        showOverdueDebtInfo: 1,
        b2b_urun_detay_ozel_kod_gosterim: '2',
      },
      currencies: [
        { id: 1, code: 'TRY', exchangeRate: 1 },
        { id: 2, code: 'USD', exchangeRate: '32.5' },
      ],
      defaultCurrency: 2,
      user: {
        authenticated: true,
        admin: false,
        id: 7,
        name: 'Yıldız Elektrik',
        riskLimit: 50000,
        branches: [{ id: 1, name: 'Merkez' }],
      },
      store: { logo: '/images/logo.png', whatsappControl: '1', whatsapp: '905551112233' },
      csrfToken: 'abc',
      paymentFrameOrigin: 'http://127.0.0.1:3001',
      socketUrl: 'ws://127.0.0.1:3000/ws',
    };
    const config = readConfig(page(JSON.stringify(block)));
    expect(errorSpy).not.toHaveBeenCalled();
    expect(config.basePath).toBe('/magaza');
    expect(config.locale).toBe('en');
    expect(config.labels).toEqual({ 'cookie.accept': 'Kabul' });
    expect(config.settings.stockInfoStatus).toBe(4);
    expect(config.settings.productsWithKdv).toBe('1');
    expect(config.settings.showOverdueDebtInfo).toBe('1');
    expect(config.settings.b2b_urun_detay_ozel_kod_gosterim).toBe(2);
    expect(config.settings.defaultView).toBe('list');
    expect(config.currencies[1]).toEqual({ id: 2, code: 'USD', exchangeRate: 32.5 });
    expect(config.defaultCurrency).toBe(2);
    expect(config.user).toMatchObject({
      authenticated: true,
      id: 7,
      riskLimit: 50000,
      currentBranch: null,
      debt: null,
    });
    expect(config.store.whatsappControl).toBe(true);
    expect(config.csrfToken).toBe('abc');
  });

  it('gives safe defaults and one console error when the block is missing', () => {
    const config = readConfig(page(null));
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(config.user.authenticated).toBe(false);
    expect(config.locale).toBe('tr');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('no <script id="b2b-config"> block');
  });

  it('gives safe defaults when the block is not JSON, naming the problem', () => {
    const config = readConfig(page('{ basePath: '));
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('#b2b-config is not valid JSON');
  });

  it('replaces only the broken fields and names each of them in one error', () => {
    const config = readConfig(
      page(
        JSON.stringify({
          locale: 'de',
          settings: { stockInfoStatus: 25, defaultView: 'grid' },
          user: 'x',
          csrfToken: 'ok',
        }),
      ),
    );
    expect(config.locale).toBe('tr');
    expect(config.settings.stockInfoStatus).toBe(DEFAULT_SETTINGS.stockInfoStatus);
    expect(config.settings.defaultView).toBe('grid');
    expect(config.user.authenticated).toBe(false);
    expect(config.csrfToken).toBe('ok');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    const message = String(errorSpy.mock.calls[0]![0]);
    expect(message).toContain('locale');
    expect(message).toContain('settings.stockInfoStatus');
    expect(message).toContain('user: expected an object');
  });

  it('falls back to a known currency when defaultCurrency is not in the list', () => {
    const { config, problems } = parseConfig({
      currencies: [{ id: 3, code: 'EUR', exchangeRate: 35 }],
      defaultCurrency: 9,
    });
    expect(config.defaultCurrency).toBe(3);
    expect(problems).toEqual(['config.defaultCurrency: 9 is not in currencies']);
  });

  it('treats a non-object block as broken', () => {
    expect(parseConfig([1, 2]).problems).toEqual(['the block is not a JSON object']);
  });
});

/**
 * @jest-environment node
 */
// No window here, as on a server: a widget reading window (or document) while it renders throws.
import { DEFAULT_CONFIG } from '../../src/contract/hostConfigDefaults';
import type { HostConfig } from '../../src/contract/hostConfig';
import type { TopHeaderInfo } from '../../src/contract/topHeader';
import { renderIsland } from '../../src/ssr/render';
import { ANONYMOUS_TOP_HEADER } from '../support/topHeader';

const HOSTILE = 'Yıldız $& $` $\' $1 <script>alert(1)</script>\u0000\nElektrik "çift"';
const user = { ...DEFAULT_CONFIG.user, authenticated: true, id: 7, name: HOSTILE, companyRole: 'yonetici' };
const config = (locale: 'tr' | 'en', signedIn = true) =>
  ({ ...DEFAULT_CONFIG, csrfToken: 'ssr', locale, ...(signedIn ? { user } : {}) }) as HostConfig;

const ANSWER: TopHeaderInfo = {
  isAuthenticated: true,
  salesRepresentativeName: `Ahmet ${HOSTILE}`,
  salesRepresentativePhone: '0532 111 22 33',
  salesRepresentativeEmail: 'ahmet.kaya@anadoluelektrik.com.tr',
  customerName: HOSTILE,
  customerBalance: 48250.75,
  customerCurrency: 'TRY',
};
const ANONYMOUS = ANONYMOUS_TOP_HEADER;

function htmlOf(result: ReturnType<typeof renderIsland>): string {
  if (!result.ok) throw new Error(result.reason);
  return result.html;
}

const ESCAPED =
  'Yıldız $&amp; $` $&#x27; $1 &lt;script&gt;alert(1)&lt;/script&gt;\u0000\nElektrik &quot;çift&quot;';

/** Every id the markup gives, each once, all under the island's prefix. */
function expectIdsUnder(html: string, prefix: string): void {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  expect(new Set(ids).size).toBe(ids.length);
  // useId's ids carry the prefix inside React's own marks (':b2b-…-r0:').
  for (const id of ids) expect(id).toContain(prefix);
}

describe('the top bar on the server', () => {
  const bar = (locale: 'tr' | 'en', firstAnswer: TopHeaderInfo | null = ANSWER, signedIn = true) =>
    htmlOf(
      renderIsland({
        name: 'TopHeaderInfo',
        props: { firstAnswer },
        config: config(locale, signedIn),
        url: '/hesap/siparisler?page=2',
        idPrefix: 'b2b-TopHeaderInfo-2-',
      }),
    );

  it('renders the embedded answer: the representative with tel: and mailto:, the name, role and balance, without window', () => {
    expect(typeof window).toBe('undefined');
    const html = bar('tr');
    expect(html).toContain('Temsilciniz:');
    expect(html).toContain('href="tel:05321112233"');
    expect(html).toContain('href="mailto:ahmet.kaya@anadoluelektrik.com.tr"');
    expect(html).toContain(`<strong>Ahmet ${ESCAPED}</strong>`);
    expect(html).toContain(`title="${ESCAPED}"`);
    expect(html).toContain('Yönetici');
    // React's text separators (<!-- -->) aside.
    expect(html.replaceAll('<!-- -->', '')).toContain('Bakiye: <strong>48,250.75 TRY</strong>');
    expect(html).not.toContain('<script>');
    // Not the skeleton: the answer is there.
    expect(html).not.toContain('b2b-skeleton');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('speaks the page’s language, renders the same every time and in any time zone', () => {
    const html = bar('en');
    expect(html).toContain('Your representative:');
    expect(html.replaceAll('<!-- -->', '')).toContain('Balance: <strong>48,250.75 TRY</strong>');
    expect(html).toContain('Administrator');
    expect(html).not.toContain('Temsilciniz');
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(bar('en')).toBe(html);
      process.env.TZ = 'Europe/Istanbul';
      expect(bar('en')).toBe(html);
    } finally {
      process.env.TZ = zone;
    }
    expectIdsUnder(html, 'b2b-TopHeaderInfo-2-');
  });

  it('renders nothing for an anonymous visitor’s answer, and the skeleton without an answer', () => {
    expect(bar('tr', ANONYMOUS, false)).toBe('');
    expect(bar('en', ANONYMOUS, false)).toBe('');
    expect(bar('tr', null)).toContain('b2b-skeleton');
  });

  it('says why when the embedded answer has the wrong shape', () => {
    const result = renderIsland({
      name: 'TopHeaderInfo',
      props: { firstAnswer: { customerName: 5 } },
      config: config('tr'),
      url: '/',
    });
    expect(result).toEqual({
      ok: false,
      reason: expect.stringContaining('TopHeaderInfo could not be rendered'),
    });
  });
});

describe('the quick order pad on the server', () => {
  const pad = (locale: 'tr' | 'en') =>
    htmlOf(
      renderIsland({
        name: 'QuickOrder',
        props: {},
        config: config(locale),
        url: '/hizli-siparis',
        idPrefix: 'b2b-QuickOrder-3-',
      }),
    );

  it('renders the blank pad a new visitor sees, not a loading frame, without window', () => {
    expect(typeof window).toBe('undefined');
    const html = pad('tr');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Hızlı Sipariş"');
    for (const text of ['Excel’den Yapıştır', 'Satır Ekle', 'Listeyi Temizle', 'Sepete Ekle', 'Barkod Okut'])
      expect(html).toContain(text);
    // The table's headings and its five blank rows, each with its code and quantity inputs.
    expect(html).toContain('<th scope="col">Ürün Kodu</th>');
    expect(html.match(/<tr[^>]*data-row-index="/g)).toHaveLength(5);
    for (let n = 1; n <= 5; n += 1) {
      expect(html).toContain(`aria-label="${n}. satır ürün kodu"`);
      expect(html).toContain(`aria-label="${n}. satır miktar"`);
    }
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('speaks English, keeps unique ids under the prefix and renders the same every time', () => {
    const html = pad('en');
    expect(html).toContain('aria-label="Quick order"');
    expect(html).toContain('Add rows');
    expect(html).not.toContain('Satır Ekle');
    expect(pad('en')).toBe(html);
    expectIdsUnder(html, 'b2b-QuickOrder-3-');
  });

  it('writes nothing of the user’s into the blank pad (its name stays in the config block)', () => {
    expect(pad('tr')).not.toContain('Yıldız');
  });
});

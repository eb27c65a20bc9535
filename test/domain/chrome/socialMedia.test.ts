/** @jest-environment node */
import fc from 'fast-check';
import {
  DEFAULT_SOCIAL_MEDIA_SEPARATOR,
  parseSocialMedia,
  safeHttpUrl,
  SOCIAL_NETWORKS,
} from '../../../src/domain/chrome/socialMedia';

describe('parseSocialMedia', () => {
  it('the parts are facebook, instagram, twitter, youtube, pinterest; default separator |', () => {
    expect(SOCIAL_NETWORKS).toEqual(['facebook', 'instagram', 'twitter', 'youtube', 'pinterest']);
    expect(DEFAULT_SOCIAL_MEDIA_SEPARATOR).toBe('|');
  });

  it("flag '0' hides a part, the second character is skipped, only http(s) URLs come back", () => {
    const value = [
      '1-https://facebook.com/magaza',
      '0-https://instagram.com/magaza', // hidden
      '1xhttps://twitter.com/magaza', // any second character
      '1-http://youtube.com/magaza',
      '1-javascript:alert(1)', // not http(s)
    ].join('|');
    expect(parseSocialMedia(value)).toEqual([
      { network: 'facebook', url: 'https://facebook.com/magaza' },
      { network: 'twitter', url: 'https://twitter.com/magaza' },
      { network: 'youtube', url: 'http://youtube.com/magaza' },
    ]);
  });

  it('takes another separator', () => {
    expect(parseSocialMedia('0-https://a.com§1-https://b.com§0-x§0-x§1-https://p.com', '§')).toEqual([
      { network: 'instagram', url: 'https://b.com' },
      { network: 'pinterest', url: 'https://p.com' },
    ]);
  });

  it.each([
    ['', []],
    [null, []],
    ['1-', []], // no URL
    ['1-ftp://files.com', []],
    ['1-https://', []], // not a URL
    ['1-data:text/html,hi', []],
    ['1-https://f.com|1-https://i.com', ['facebook', 'instagram']], // missing parts hidden
    ['1-https://f.com|0-|0-|0-|0-|1-https://extra.com', ['facebook']], // a sixth part is ignored
  ])('%p → %j', (value, networks) => {
    expect(parseSocialMedia(value).map((l) => l.network)).toEqual(networks);
  });

  it('returns the visible http(s) parts in order', () => {
    const part = fc.record({
      visible: fc.boolean(),
      second: fc.constantFrom('-', '1', 'x', ' '),
      url: fc.webUrl({ validSchemes: ['http', 'https'] }).filter((u) => !u.includes('|')),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 5, maxLength: 5 }), (parts) => {
        const value = parts.map((p) => `${p.visible ? '1' : '0'}${p.second}${p.url}`).join('|');
        const expected = parts
          .map((p, i) => ({ network: SOCIAL_NETWORKS[i], url: p.url, visible: p.visible }))
          .filter((p) => p.visible)
          .map(({ network, url }) => ({ network, url }));
        expect(parseSocialMedia(value)).toEqual(expected);
      }),
    );
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://a.com/x', 'https://a.com/x'],
    [' http://a.com ', 'http://a.com'],
    ['HTTPS://A.COM', 'HTTPS://A.COM'],
    ['javascript:alert(1)', null],
    ['//a.com', null],
    ['mailto:a@b.c', null],
  ])('%p → %p', (url, expected) => {
    expect(safeHttpUrl(url)).toBe(expected);
  });
});

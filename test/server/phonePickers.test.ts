import { Client, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

/** The footer's markup, where a phone user, without the top bar, finds the language and currency. */
const footerOf = (page: string) => page.slice(page.indexOf('<footer'), page.indexOf('</footer>'));

describe('the language and currency switches on phones', () => {
  it.each(['/', '/account/login'])('%s offers both in the footer as well as in the top bar', async (path) => {
    const page = await new Client(host.url).get(path);
    expect(page.status).toBe(200);
    const footer = footerOf(page.text);
    expect(footer).toMatch(/class="[^"]*\bfooter-pickers\b/);
    expect(footer).toContain('data-component="LanguageList"');
    expect(footer).toContain('data-component="CurrencyList"');
    // Two islands each, one in the top bar and one in the footer.
    expect(page.text.split('data-component="LanguageList"')).toHaveLength(3);
    expect(page.text.split('data-component="CurrencyList"')).toHaveLength(3);
  });

  it('the stylesheet shows the footer switches below 768 px only, where the top bar is hidden', async () => {
    const page = await new Client(host.url).get('/');
    const css = /href="(\/static\/host\.css[^"]*)"/.exec(page.text)?.[1];
    expect(css).toBeTruthy();
    const sheet = (await new Client(host.url).get(css!)).text;
    expect(sheet).toMatch(/\.footer-pickers\s*\{[^}]*display:\s*none/);
    expect(sheet).toMatch(/@media \(max-width: 767px\)\s*\{[^@]*\.footer-pickers\s*\{[^}]*display:\s*flex/);
  });
});

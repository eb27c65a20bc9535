/**
 * The stylesheets a page's first paint waits for, inline: their text made to stand in any page,
 * each element allowed by its own hash, a file that cannot be inline linked as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  absoluteUrls,
  createStylesheetReader,
  styleSource,
  styleTags,
  type StylesheetFile,
} from '../../server/views/inlineStyles';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-styles-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function sheet(name: string, css: string | null): StylesheetFile {
  const file = path.join(dir, name);
  if (css !== null) fs.writeFileSync(file, css);
  return { href: name, url: `/assets/${name}`, file };
}

describe('absoluteUrls', () => {
  it.each([
    ['url(a.png)', 'url(/assets/a.png)'],
    ["url('img/a.png')", "url('/assets/img/a.png')"],
    ['url( "../b.svg" )', 'url("/b.svg")'],
    ['url(/images/logo.png)', 'url(/images/logo.png)'],
    ['url(data:image/png;base64,iVBOR$&=)', 'url(data:image/png;base64,iVBOR$&=)'],
    ['url(https://cdn.example/x.woff2)', 'url(https://cdn.example/x.woff2)'],
    ['url(#filter)', 'url(#filter)'],
    ['a>b{color:red}', 'a>b{color:red}'],
    ['x{}\n/*# sourceMappingURL=1.css.map*/', 'x{}\n/*# sourceMappingURL=/assets/1.css.map */'],
  ])('%s in /assets/w.css → %s', (css, expected) => {
    expect(absoluteUrls(css, '/assets/w.css')).toBe(expected);
  });

  it('takes replacement patterns in a file name as text', () => {
    expect(absoluteUrls("url('$&$`$1.png')", '/assets/w.css')).toBe(`url('/assets/$&$%60$1.png')`);
  });
});

describe('the stylesheet reader', () => {
  it('reads a file once, with the hash of exactly the text it returns', () => {
    const read = createStylesheetReader();
    const file = sheet('once.css', '.a>.b{background:url(p.png)}');
    const first = read(file);
    expect(first).toEqual({
      href: 'once.css',
      css: '.a>.b{background:url(/assets/p.png)}',
      tag: '<style data-href="once.css">.a>.b{background:url(/assets/p.png)}</style>',
      source: `'sha256-${crypto.createHash('sha256').update('.a>.b{background:url(/assets/p.png)}').digest('base64')}'`,
    });
    fs.writeFileSync(file.file, '.changed{}');
    expect(read(file)).toBe(first);
  });

  it('refuses a file that would end its element early, in any case', () => {
    const read = createStylesheetReader();
    expect(read(sheet('end.css', 'a{}</STYLE><script>alert(1)</script>'))).toBeNull();
  });

  it('answers null for a missing file and reads it once it is there', () => {
    const read = createStylesheetReader();
    const later = sheet('later.css', null);
    expect(read(later)).toBeNull();
    fs.writeFileSync(later.file, 'p{margin:0}');
    expect(read(later)?.css).toBe('p{margin:0}');
  });

  it('hashes UTF-8 text as the browser does', () => {
    expect(styleSource('.ş::after{content:"₺"}')).toBe(
      `'sha256-${crypto.createHash('sha256').update(Buffer.from('.ş::after{content:"₺"}', 'utf8')).digest('base64')}'`,
    );
  });
});

describe('styleTags', () => {
  it('writes the sheets in order, linking the ones that cannot be inline, with their sources', () => {
    const read = createStylesheetReader();
    const sheets = [
      sheet('host.css', 'body{margin:0}'),
      sheet('gone.css', null),
      { ...sheet('odd.css', 'i{}'), href: 'odd"<&$&.css' },
    ];
    const { tags, sources } = styleTags(read, sheets);
    expect(tags.split('\n')).toEqual([
      '<style data-href="host.css">body{margin:0}</style>',
      '<link rel="stylesheet" href="/assets/gone.css">',
      '<style data-href="odd&quot;&lt;&amp;$&amp;.css">i{}</style>',
    ]);
    expect(sources).toEqual([styleSource('body{margin:0}'), styleSource('i{}')]);
  });
});

import {
  compactCode,
  foldText,
  lowerWords,
  textWords,
  turkishLower,
  wordParts,
} from '../../../server/domain/search/searchText';

describe('reading text for search', () => {
  it.each(['IŞIK İĞNE', 'SİGORTA ÇERÇEVE', 'Niloé ÖÜ', 'ΣΟΦΙΑ', 'İstanbul Istanbul', 'ǅ ẞ'])(
    'lowers %j as Turkish does',
    (text) => {
      expect(turkishLower(text)).toBe(text.toLocaleLowerCase('tr-TR'));
    },
  );

  it.each([
    ['IŞIK', 'isik'],
    ['SİGORTA', 'sigorta'],
    ['Çocuk Korumalı', 'cocuk korumali'],
    ['Niloé', 'niloe'],
    ['Komütatör Ğ Ş Ö Ü', 'komutator g s o u'],
    ['mm²', 'mm2'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it.each([
    [
      'Schneider Easy9 B16 1P 4,5kA Otomatik Sigorta',
      ['schneider', 'easy9', 'b16', '1p', '4.5ka', 'otomatik', 'sigorta'],
    ],
    ['16 A', ['16a']],
    ['16A', ['16a']],
    ['30 mA', ['30ma']],
    ['3x2,5 mm² Kablo', ['3x2.5mm2', 'kablo']],
    ['3x2.5 kablo', ['3x2.5', 'kablo']],
    ['3 x 2,5 kablo', ['3x2.5', 'kablo']],
    ['3 × 2,5 mm²', ['3x2.5mm2']],
    ['3*2.5', ['3x2.5']],
    ['IP 65 Projektör', ['ip65', 'projektor']],
    ['ip65', ['ip65']],
    ['tip 65', ['tip', '65']],
    ['3 faz sigorta', ['3', 'faz', 'sigorta']],
    ['1P+N', ['1p+n']],
    ['sigorta.', ['sigorta']],
    ['E27 6500 K', ['e27', '6500k']],
    // Hostile text gives words, never markup or an error.
    ["$& $` $' $1 <script>a\u0000b\nc</script>", ['1', 'script', 'a', 'b', 'c', 'script']],
    ['', []],
  ])('reads the words of %j', (text, words) => {
    expect(textWords(text)).toEqual(words);
  });

  it('keeps Turkish letters for the stemmer before folding', () => {
    expect(lowerWords('KABLOLARI Işık')).toEqual(['kabloları', 'ışık']);
  });

  it.each([
    ['3x2.5mm2', ['3', '2.5mm2']],
    ['1p+n', ['1p', 'n']],
    ['b16', ['16a']],
    ['c32', ['32a']],
    ['sigorta', []],
  ])('finds %j also by its parts', (word, parts) => {
    expect(wordParts(word)).toEqual(parts);
  });

  it.each([
    ['5SL6120-6', '5sl61206'],
    ['EZ9 F14116', 'ez9f14116'],
    ['2CDS251001R0165', '2cds251001r0165'],
    ['HES-TTR-H05VV-F-3X2.5', 'hesttrh05vvf3x25'],
  ])('compares the code %j as %j', (code, compact) => {
    expect(compactCode(code)).toBe(compact);
  });
});

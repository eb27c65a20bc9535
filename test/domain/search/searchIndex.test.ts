import { SearchIndex, TIER, type IndexedProduct } from '../../../server/domain/search/searchIndex';
import { planSearch, synonymPhrases } from '../../../server/domain/search/searchPlan';

const product = (
  id: number,
  name: string,
  code: string,
  more: Partial<IndexedProduct> = {},
): IndexedProduct => ({
  id,
  name,
  nameEn: '',
  brand: name.split(' ')[0]!,
  model: '',
  variants: [],
  codes: [code],
  equivalents: [],
  ...more,
});

const CATALOGUE = [
  product(1, 'Siemens 5SL6 B20 1P 6kA Otomatik Sigorta', '5SL6120-6'),
  product(2, 'ABB S201-B20 1P 6kA Otomatik Sigorta', '2CDS251001R0205', { equivalents: ['5SL6120-6'] }),
  product(3, 'Legrand Niloé Topraklı Priz Beyaz', '664604', { nameEn: 'Legrand Niloé Earthed Socket White' }),
  product(4, 'Legrand Niloé Çocuk Korumalı Topraklı Priz Beyaz', '664605'),
  product(5, 'Viko Karre Komütatör Anahtar Beyaz', '90960002'),
  product(6, 'Hes NYM (NVV-U) 3x2,5 mm² Kablo', 'HES-NYM-3X2.5'),
  product(7, 'ABB S203-C16 3P 6kA Otomatik Sigorta', '2CDS253001R0164'),
  product(8, 'Siemens 5SV3 2P 40A 30mA Kaçak Akım Koruma Rölesi', '5SV3314-6'),
  product(9, 'Sigortalık Kutusu 12 Modül', 'SK-12'),
  product(10, 'Priz Adaptörü', 'PA-1', { brand: 'Sigortacı' }),
  product(12, 'Panasonic LR6 AA Alkalin Pil', 'LR-6'),
  product(13, 'Hes NYA H07V-U Tek Damarlı İletken', 'HES-NYA', {
    variants: ['Hes NYA H07V-U 1,5 mm² İletken Sarı-Yeşil'],
    equivalents: ['HES-NYA-1.5-SY'],
  }),
  product(11, 'Hostile $& $` <script>alert(1)</script> Priz', 'X-1'),
];

const index = new SearchIndex(CATALOGUE);
const synonyms = synonymPhrases([
  ['3 faz', '3P'],
  ['kaçak akım', 'RCD', 'RCCB'],
]);

/** Found ids with their tiers, best first (ties by id). */
function found(query: string): [number, number][] {
  const result = index.search(planSearch(query, synonyms));
  return result.ids
    .map((id, i) => [id, result.tiers[i]!] as [number, number])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}
const ids = (query: string) => found(query).map(([id]) => id);

describe('the search index', () => {
  it('ranks the product whose code is the query first, before those it replaces', () => {
    expect(found('5SL61206')).toEqual([
      [1, TIER.code],
      [2, TIER.word],
    ]);
    expect(found('5sl6120-6')[0]).toEqual([1, TIER.code]);
    expect(ids('ez9 f14116')).toEqual([]);
  });

  it('ranks a word of the name above a word elsewhere, a beginning or a stem', () => {
    // 'sigorta' is a word of 1, 2 and 7; it begins 'sigortalık' (9) and the brand 'sigortacı' (10).
    expect(found('sigorta')).toEqual([
      [1, TIER.name],
      [2, TIER.name],
      [7, TIER.name],
      [9, TIER.word],
      [10, TIER.word],
    ]);
  });

  it('meets Turkish endings: plural, possessive, both', () => {
    for (const query of ['sigortalar', 'sigortası', 'sigortaları'])
      expect(ids(query)).toEqual(expect.arrayContaining([1, 2, 7]));
    expect(ids('prizler')).toEqual(expect.arrayContaining([3, 4, 10, 11]));
    expect(ids('anahtarı')).toEqual([5]);
    expect(ids('kabloları')).toEqual([6]);
    // A three-letter word only through a noun's ending: 'pilleri' is 'pil', 'pilot' is not.
    expect(ids('pilleri')).toEqual([12]);
    expect(ids('pilot')).toEqual([]);
  });

  it('meets an English keyboard and English names', () => {
    expect(ids('cocuk korumali priz')).toEqual([4]);
    expect(ids('komutator')).toEqual([5]);
    expect(ids('niloe toprakli')).toEqual([3, 4]);
    expect(ids('earthed socket')).toEqual([3]);
    expect(ids('kacak akim')).toEqual([8]);
  });

  it('corrects one typo in a word of 4-7 letters and two from 8, ranked after every sure match', () => {
    expect(found('legarnd priz')).toEqual([
      [3, TIER.corrected],
      [4, TIER.corrected],
    ]);
    expect(ids('komutatr')).toEqual([5]);
    expect(ids('schnieder')).toEqual([]);
    expect(ids('sgrta')).toEqual([]);
    // No correction where a word matched as typed.
    expect(found('priz').every(([, tier]) => tier !== TIER.corrected)).toBe(true);
  });

  it('never corrects a number or a code', () => {
    expect(ids('5SL6121-6')).toEqual([]);
    expect(ids('41a')).toEqual([]);
    expect(ids('3x2.6')).toEqual([]);
  });

  it('reads sizes with either decimal sign and units with or without a space', () => {
    expect(ids('3x2,5 kablo')).toEqual([6]);
    expect(ids('3x2.5')).toEqual([6]);
    expect(ids('2,5 mm2')).toEqual([6]);
    expect(ids('40 A 30 mA')).toEqual([8]);
    expect(ids('16a')).toEqual([7]);
    expect(ids('3 x 2,5 kablo')).toEqual([6]);
    expect(ids('3 × 2.5')).toEqual([6]);
    // '16' does not begin '160' nor '16.5'.
    expect(ids('4')).toEqual([]);
  });

  it('finds through the synonym table', () => {
    expect(ids('3 faz sigorta')).toEqual([7]);
    expect(ids('rccb')).toEqual([8]);
  });

  it('finds a product with variants by what only a variant says, and by a variant’s code', () => {
    expect(found('sari yesil iletken')).toEqual([[13, TIER.word]]);
    expect(found('HESNYA15SY')).toEqual([[13, TIER.word]]);
  });

  it('finds what all words but one name when nothing has them all, ranked as corrected', () => {
    // Nothing is a white Siemens breaker: the Siemens breaker and the white ones, after any sure match.
    expect(found('siemens otomatik sigorta beyaz')).toEqual([[1, TIER.corrected]]);
    expect(found('legrand priz turuncu')).toEqual([
      [3, TIER.corrected],
      [4, TIER.corrected],
    ]);
    // A query all of whose words meet something never gets the looser answer.
    expect(ids('siemens sigorta')).toEqual([1]);
    // One word is never dropped from a one-word query.
    expect(ids('turuncu')).toEqual([]);
  });

  it('finds hostile names as words, and finds nothing in hostile queries', () => {
    expect(ids('script priz')).toEqual([11]);
    expect(ids('$&')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('gives the same answer built in any order', () => {
    const reversed = new SearchIndex([...CATALOGUE].reverse());
    for (const query of ['sigorta', 'legarnd priz', '5SL61206', 'prizler']) {
      const a = reversed.search(planSearch(query, synonyms));
      const pairs = a.ids.map((id, i) => [id, a.tiers[i]]).sort((x, y) => x[0]! - y[0]!);
      expect(pairs).toEqual(found(query).sort((x, y) => x[0] - y[0]));
    }
  });
});

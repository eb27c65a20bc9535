/**
 * Queries as wholesale buyers type them, with what each means: the measure of the search's relevance
 * (`npm run bench -- --search`, and `test/server/searchRelevance.test.ts` on the demo). A query means
 * the products whose name matches `names` (every product a buyer typing it would take), or the one
 * product with `code`. The 50,000-product catalogue repeats the demo's names with a series number,
 * so the same set measures both.
 */

export type QueryKind = 'exact' | 'ending' | 'keyboard' | 'typo' | 'code' | 'number' | 'synonym' | 'phrase';

export interface MeantQuery {
  q: string;
  kind: QueryKind;
  /** The names of the products it means. */
  names?: RegExp;
  /** Or the code of the one product it means (first, in the list and in the suggestions). */
  code?: string;
}

export const QUERY_SET: readonly MeantQuery[] = [
  // As written in the catalogue, in either case.
  { q: 'sigorta', kind: 'exact', names: /Sigorta/ },
  { q: 'SİGORTA', kind: 'exact', names: /Sigorta/ },
  { q: 'IŞIK', kind: 'exact', names: /Işık/ },
  { q: 'topraklı priz', kind: 'exact', names: /Topraklı Priz/ },
  { q: 'kablo', kind: 'exact', names: /Kablo/ },
  { q: 'led ampul', kind: 'exact', names: /LED Ampul/ },
  { q: 'viko karre', kind: 'exact', names: /Viko Karre/ },
  { q: 'grup priz', kind: 'exact', names: /Grup Priz/ },
  { q: 'alkalin pil', kind: 'exact', names: /Alkalin Pil/ },
  { q: 'buat', kind: 'exact', names: /Buat/ },
  // Turkish endings.
  { q: 'sigortası', kind: 'ending', names: /Sigorta/ },
  { q: 'sigortalar', kind: 'ending', names: /Sigorta/ },
  { q: 'sigortaları', kind: 'ending', names: /Sigorta/ },
  { q: 'prizler', kind: 'ending', names: /Priz/ },
  { q: 'prizi', kind: 'ending', names: /Priz/ },
  { q: 'anahtarı', kind: 'ending', names: /Anahtar/ },
  { q: 'anahtarlar', kind: 'ending', names: /Anahtar/ },
  { q: 'kabloları', kind: 'ending', names: /Kablo/ },
  { q: 'çerçeveler', kind: 'ending', names: /Çerçeve/ },
  { q: 'pilleri', kind: 'ending', names: /Pil/ },
  { q: 'ampuller', kind: 'ending', names: /Ampul/ },
  { q: 'klemensler', kind: 'ending', names: /Klemens/ },
  // An English keyboard.
  { q: 'isik', kind: 'keyboard', names: /Işık/ },
  { q: 'toprakli priz', kind: 'keyboard', names: /Topraklı Priz/ },
  { q: 'cocuk korumali priz', kind: 'keyboard', names: /Çocuk Korumalı/ },
  { q: 'komutator', kind: 'keyboard', names: /Komütatör/ },
  { q: 'kacak akim', kind: 'keyboard', names: /Kaçak Akım/ },
  { q: 'cerceve', kind: 'keyboard', names: /Çerçeve/ },
  { q: 'niloe', kind: 'keyboard', names: /Niloé/ },
  { q: 'ikili cerceve', kind: 'keyboard', names: /İkili Çerçeve/ },
  { q: 'sari isik', kind: 'keyboard', names: /Sarı Işık/ },
  { q: 'siva alti buat', kind: 'keyboard', names: /Sıva Altı Buat/ },
  { q: 'gunisigi', kind: 'keyboard', names: /Günışığı/ },
  { q: 'tek damarli kablo', kind: 'keyboard', names: /Tek Damarlı Kablo/ },
  // One slip.
  { q: 'sigorts', kind: 'typo', names: /Sigorta/ },
  { q: 'schnieder', kind: 'typo', names: /Schneider/ },
  { q: 'legarnd priz', kind: 'typo', names: /Legrand.*Priz/ },
  { q: 'otomatık sigorta', kind: 'typo', names: /Otomatik Sigorta/ },
  { q: 'komutatr anahtar', kind: 'typo', names: /Komütatör Anahtar/ },
  { q: 'vavein anahtar', kind: 'typo', names: /Vavien Anahtar/ },
  { q: 'panasonik', kind: 'typo', names: /Panasonic/ },
  { q: 'siemnes', kind: 'typo', names: /Siemens/ },
  { q: 'projektr', kind: 'typo', names: /Projektör/ },
  { q: 'klemnes', kind: 'typo', names: /Klemens/ },
  // Codes, with or without their separators.
  { q: '5SL6120-6', kind: 'code', code: '5SL6120-6' },
  { q: '5SL61206', kind: 'code', code: '5SL6120-6' },
  { q: '5sl6120 6', kind: 'code', code: '5SL6120-6' },
  { q: 'EZ9F14116', kind: 'code', code: 'EZ9F14116' },
  { q: 'ez9 f14116', kind: 'code', code: 'EZ9F14116' },
  { q: '2cds251001r00165', kind: 'code', code: '2CDS251001R00165' },
  { q: '664604', kind: 'code', code: '664604' },
  { q: 'SDN0400121', kind: 'code', code: 'SDN0400121' },
  { q: 'S201-C16', kind: 'code', names: /S201-C16/ },
  { q: 's201 c16', kind: 'code', names: /S201-C16/ },
  // Numbers, either decimal sign, with or without the unit's space.
  { q: '3x2,5 kablo', kind: 'number', names: /3x2,5 mm² Kablo/ },
  { q: '3x2.5 kablo', kind: 'number', names: /3x2,5 mm² Kablo/ },
  { q: '3x1.5', kind: 'number', names: /3x1,5 mm²/ },
  { q: '30 ma', kind: 'number', names: /30mA/ },
  { q: '16 A sigorta', kind: 'number', names: /[BC]16 .*Sigorta/ },
  { q: '16A', kind: 'number', names: /[BC]16 |16A/ },
  { q: '9w e27', kind: 'number', names: /9W E27/ },
  { q: '6500 K', kind: 'number', names: /6500K/ },
  { q: '4,5 ka', kind: 'number', names: /4,5kA/ },
  { q: 'gu10', kind: 'number', names: /GU10/ },
  // The synonym table.
  { q: '3 faz sigorta', kind: 'synonym', names: /3P .*Sigorta/ },
  { q: 'rccb', kind: 'synonym', names: /Kaçak Akım/ },
  { q: 'rcd 40a', kind: 'synonym', names: /40A .*Kaçak Akım/ },
  { q: 'otomat', kind: 'synonym', names: /Otomatik Sigorta/ },
  { q: 'mcb c16', kind: 'synonym', names: /C16 .*Otomatik Sigorta/ },
  { q: 'lamba e27', kind: 'synonym', names: /E27/ },
  // Words in any order, several of them.
  { q: 'priz topraklı viko', kind: 'phrase', names: /Viko .*Topraklı Priz/ },
  { q: 'beyaz karre anahtar', kind: 'phrase', names: /Karre .*Anahtar Beyaz/ },
  { q: 'abb c25 sigorta', kind: 'phrase', names: /ABB .*C25 .*Sigorta/ },
  { q: 'krem niloe cerceve', kind: 'phrase', names: /Niloé .*Çerçeve Krem/ },
  { q: 'philips led 13w', kind: 'phrase', names: /Philips .*13W/ },
];

/** Which of a ranked list's products the query means, by code and name. */
export function meant(query: MeantQuery, product: { code: string; name: string }): boolean {
  if (query.code !== undefined) return product.code === query.code;
  return query.names!.test(product.name);
}

export interface Relevance {
  /** Share of queries with a meant product in the first five. */
  hitAt5: number;
  /** Mean of 1 / the rank of the first meant product (0 when not in the first ten). */
  mrr: number;
  /** The queries with no meant product in the first five. */
  missed: string[];
}

/** hit@5 and MRR of ranked answers, one per query of `queries`, in the same order. */
export function relevanceOf(
  queries: readonly MeantQuery[],
  answers: readonly (readonly { code: string; name: string }[])[],
): Relevance {
  let hits = 0;
  let reciprocal = 0;
  const missed: string[] = [];
  queries.forEach((query, i) => {
    const rank = answers[i]!.slice(0, 10).findIndex((product) => meant(query, product));
    if (rank >= 0 && rank < 5) hits++;
    else missed.push(query.q);
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  });
  return { hitAt5: hits / queries.length, mrr: reciprocal / queries.length, missed };
}

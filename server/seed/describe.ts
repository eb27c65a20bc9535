/** Turkish product descriptions by top-level category, so detail pages read like a real catalogue. */
const TEMPLATES: Record<string, (name: string, model: string | null) => string> = {
  'anahtar-ve-prizler': (name, model) =>
    `${name}. ${model ?? ''} serisi, 250 V AC, 16 A; vidasız klemens bağlantısı ile hızlı montaj. ` +
    'Sıva altı kasaya uygundur, çerçeve ayrıca satılır.',
  'sigorta-ve-salt': (name) =>
    `${name}. EN 60898-1 ve EN 61008-1 standartlarına uygun, 35 mm DIN raya montaj. ` +
    'Konut ve ticari tesisatlarda hat ve kişi koruması için.',
  aydinlatma: (name) =>
    `${name}. Uzun ömürlü LED teknolojisi, anında tam ışık ve düşük enerji tüketimi. Cıva içermez.`,
  'kablo-ve-kanal': (name) =>
    `${name}. TSE belgeli, elektrolitik bakır iletken. Metre, kangal veya makara olarak satılır.`,
  'tesisat-malzemeleri': (name) => `${name}. Elektrik tesisatı ve pano uygulamaları için yardımcı malzeme.`,
  'katalog-ve-egitim': (name) => `${name}. Bayilerimize özel teknik doküman ve eğitim materyali.`,
};

export function describeProduct(root: string, name: string, model: string | null): string {
  return (TEMPLATES[root] ?? ((n: string) => `${n}.`))(name, model);
}

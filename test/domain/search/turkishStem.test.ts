import { turkishStem } from '../../../server/domain/search/turkishStem';

describe("Snowball's Turkish stems, folded", () => {
  it.each([
    ['sigortalar', 'sigorta'],
    ['sigortaları', 'sigorta'],
    ['prizler', 'priz'],
    ['prizi', 'priz'],
    ['anahtarı', 'anahtar'],
    ['kabloları', 'kablo'],
    ['çerçeveler', 'cerceve'],
    ['16a', '16a'],
    ['e27', 'e27'],
  ])('%j → %j', (word, stem) => {
    expect(turkishStem(word)).toBe(stem);
  });
});

import { boundedDistance, typoBudget } from '../../../server/domain/search/editDistance';

describe('typo tolerance', () => {
  it.each([
    ['sigorts', 'sigorta', 1],
    ['legarnd', 'legrand', 1],
    ['schnieder', 'schneider', 1],
    ['komutatr', 'komutator', 1],
    ['kablo', 'kablo', 0],
    ['priz', 'prizi', 1],
    ['ab', 'ba', 1],
    ['otomatk', 'otomatik', 1],
    ['sgrta', 'sigorta', 2],
  ])('%j is %i edit(s) from %j', (a, b, distance) => {
    expect(boundedDistance(a, b, 2)).toBe(distance);
    expect(boundedDistance(b, a, 2)).toBe(distance);
  });

  it('stops at the bound', () => {
    expect(boundedDistance('sigorta', 'kablo', 1)).toBe(2);
    expect(boundedDistance('a', 'abcdef', 2)).toBe(3);
  });

  it.each([
    ['abc', 0],
    ['priz', 1],
    ['sigorta', 1],
    ['schneider', 2],
    ['komutator', 2],
    ['16a', 0],
    ['ez9f14116', 0],
  ])('allows %j %i edit(s)', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

import { planSearch, QUERY_WORDS_MAX, synonymPhrases } from '../../../server/domain/search/searchPlan';

const folded = (plan: ReturnType<typeof planSearch>) =>
  plan.clauses.map((clause) => clause.map((alternative) => alternative.map((w) => w.folded).join(' ')));

describe('a query read into clauses', () => {
  const synonyms = synonymPhrases([
    ['3 faz', '3P'],
    ['kaçak akım', 'RCD', 'RCCB'],
    ['otomat', 'otomatik sigorta'],
  ]);

  it('gives each word a clause, in the order typed', () => {
    expect(folded(planSearch('Topraklı PRİZ', synonyms))).toEqual([['toprakli'], ['priz']]);
  });

  it('puts a phrase of the synonym table and its synonyms in one clause', () => {
    expect(folded(planSearch('3 faz sigorta', synonyms))).toEqual([['3 faz', '3p'], ['sigorta']]);
    expect(folded(planSearch('KACAK AKIM 40a', synonyms))).toEqual([['kacak akim', 'rcd', 'rccb'], ['40a']]);
    expect(folded(planSearch('rccb', synonyms))).toEqual([['kacak akim', 'rcd', 'rccb']]);
    expect(folded(planSearch('otomat', synonyms))).toEqual([['otomat', 'otomatik sigorta']]);
  });

  it('keeps the whole query as a code and a key', () => {
    const plan = planSearch(' 5SL6120-6 ');
    expect(plan.code).toBe('5sl61206');
    expect(plan.key).toBe('5sl6120 6');
    expect(planSearch('16 A').key).toBe(planSearch('16a').key);
  });

  it('reads a few words, never a paragraph, and nothing from hostile text', () => {
    expect(planSearch('a b c d e f g h i j k').clauses).toHaveLength(QUERY_WORDS_MAX);
    expect(planSearch('$& $` <>').clauses).toEqual([]);
    expect(planSearch('').clauses).toEqual([]);
  });
});

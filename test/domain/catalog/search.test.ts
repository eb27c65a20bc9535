/** @jest-environment node */
import {
  DASHBOARD_SEARCH_TYPES,
  dashboardSearchTerm,
  isDashboardSearchType,
} from '../../../src/domain/admin/dashboardSearch';
import { suggestionQuery } from '../../../src/domain/catalog/suggestions';
import { expectMessage } from '../expectMessage';

describe('dashboardSearchTerm', () => {
  it.each([[''], ['   '], ['\t\n'], [null]])('%p is blank: alert', (input) => {
    const result = dashboardSearchTerm(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expectMessage(result.alert, 'dashboard.emptyTerm', 'Lütfen bir arama terimi girin.');
  });

  it('searches the trimmed term', () => {
    expect(dashboardSearchTerm('  kalem ')).toEqual({ ok: true, term: 'kalem' });
  });

  it("types are 'kelime' and 'kullanıcı'", () => {
    expect(DASHBOARD_SEARCH_TYPES).toEqual(['kelime', 'kullanıcı']);
    expect(isDashboardSearchType('kullanıcı')).toBe(true);
    expect(isDashboardSearchType('kullanici')).toBe(false);
  });
});

describe('suggestions only for non-empty trimmed input', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [' vida ', 'vida'],
    ['a', 'a'],
  ])('%p → %p', (input, query) => {
    expect(suggestionQuery(input)).toBe(query);
  });
});

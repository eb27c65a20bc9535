/**
 * The synonyms kind: the search's synonym table, whole (a row per group: `phrases`, such as
 * 'kaçak akım|RCD|RCCB'). The file is the table: groups it does not name are taken out, so the
 * distributor edits the exported list and imports it back. The search index reads the table again at
 * the next search (meta.search_version).
 */
import { foldText, lowerWords } from '../../domain/search/searchText';
import { synonymGroupProblem, synonymGroupText, synonymPhrasesOf } from '../../domain/search/synonymGroup';
import { replaceSynonyms } from '../../repo/searchSynonyms';
import type { ImportKindModule } from './kind';

export const synonymsKind: ImportKindModule<string[]> = {
  columns: ['phrases'],
  required: ['phrases'],
  numeric: [],
  judge(judge) {
    const cell = judge.text('phrases', 1000, true);
    if (cell === null || cell === undefined) return null;
    const phrases = synonymPhrasesOf(cell);
    const problem = synonymGroupProblem(phrases);
    if (problem) {
      judge.refuse('phrases', problem);
      return null;
    }
    return phrases;
  },
  // One group twice, in any order, case or keyboard, is one group.
  key: {
    column: 'phrases',
    of: (phrases) =>
      phrases
        .map((p) => lowerWords(p).map(foldText).join(' '))
        .sort()
        .join('|'),
  },
  check: async () => [],
  async apply(trx, rows, _facts, progress) {
    const changed = await replaceSynonyms(
      trx,
      rows.map((r) => synonymGroupText(r.value)),
    );
    progress(rows.length);
    return changed;
  },
};

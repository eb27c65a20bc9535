/**
 * A query read into what must match: a clause per query word (or per phrase of the synonym table),
 * all clauses must match; a clause matches when any of its alternatives does, an alternative when all
 * its words do. '3 faz sigorta' with the group '3 faz | 3P' is two clauses: (3 and faz, or 3p) and
 * (sigorta).
 */
import { compactCode, foldText, lowerWords } from './searchText';

/** A query word: as typed in Turkish lower case (for the stemmer) and folded (for matching). */
export interface QueryWord {
  lower: string;
  folded: string;
}

export type Alternative = readonly QueryWord[];
export type Clause = readonly Alternative[];

export interface SearchPlan {
  clauses: Clause[];
  /** The whole query as a code is compared (letters and digits only): an exact code ranks first. */
  code: string;
  /** The plan's words, folded, one line: the same text is the same search (a cache key). */
  key: string;
}

/** A synonym group: phrases that mean the same ('kaçak akım', 'RCD', 'RCCB'). */
export type SynonymGroup = readonly string[];

/** More words than this are not read: a buyer's query is a few words, not a paragraph. */
export const QUERY_WORDS_MAX = 8;

interface Phrase {
  words: QueryWord[];
  group: number;
}

const queryWords = (text: string): QueryWord[] =>
  lowerWords(text).map((lower) => ({ lower, folded: foldText(lower) }));

/** The synonym groups read as phrases, longest first (a longer phrase wins where two begin). */
export function synonymPhrases(groups: readonly SynonymGroup[]): Phrase[][] {
  return groups.map((group, index) =>
    group
      .map((text) => ({ words: queryWords(text), group: index }))
      .filter((phrase) => phrase.words.length > 0),
  );
}

function phraseAt(words: QueryWord[], at: number, phrases: Phrase[]): Phrase | undefined {
  let best: Phrase | undefined;
  for (const phrase of phrases) {
    if (best && best.words.length >= phrase.words.length) continue;
    if (phrase.words.every((word, i) => words[at + i]?.folded === word.folded)) best = phrase;
  }
  return best;
}

export function planSearch(query: string, groups: readonly Phrase[][] = []): SearchPlan {
  const words = queryWords(query).slice(0, QUERY_WORDS_MAX);
  const phrases = groups.flat();
  const clauses: Clause[] = [];
  for (let at = 0; at < words.length;) {
    const phrase = phraseAt(words, at, phrases);
    if (phrase) {
      clauses.push(groups[phrase.group]!.map((p) => p.words));
      at += phrase.words.length;
    } else {
      clauses.push([[words[at]!]]);
      at += 1;
    }
  }
  return {
    clauses,
    code: compactCode(query),
    key: words.map((w) => w.folded).join(' '),
  };
}

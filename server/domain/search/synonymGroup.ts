/**
 * A group of the synonym table as the distributor writes it: phrases that mean the same to a buyer,
 * '|' between them ('kaçak akım|RCD|RCCB'). The same rules for the import that replaces the table and
 * for the defaults a new store starts with.
 */
import { lowerWords } from './searchText';

export const SYNONYM_PHRASE_MAX = 60;
export const SYNONYM_GROUP_MAX = 10;

/** The group's phrases, trimmed, empty ones left out. */
export const synonymPhrasesOf = (text: string): string[] =>
  text
    .split('|')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');

/** The first rule the group breaks, or null. */
export function synonymGroupProblem(phrases: readonly string[]): string | null {
  if (phrases.length < 2) return "a group needs at least two phrases, '|' between them";
  if (phrases.length > SYNONYM_GROUP_MAX) return `a group has at most ${SYNONYM_GROUP_MAX} phrases`;
  for (const phrase of phrases) {
    if ([...phrase].length > SYNONYM_PHRASE_MAX)
      return `the phrase '${phrase.slice(0, 20)}…' is longer than ${SYNONYM_PHRASE_MAX} characters`;
    if (/\p{Cc}/u.test(phrase)) return 'a phrase contains a control character';
    if (lowerWords(phrase).length === 0) return `the phrase '${phrase}' has no letters or digits`;
  }
  const words = phrases.map((phrase) => lowerWords(phrase).join(' '));
  if (new Set(words).size !== words.length) return 'a phrase is given twice';
  return null;
}

/** The group as the table keeps it. */
export const synonymGroupText = (phrases: readonly string[]) => phrases.join('|');

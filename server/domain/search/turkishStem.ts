/**
 * The stem of a Turkish word, Snowball's Turkish stemmer (snowball-stemmers, a port of the Snowball
 * project's own): 'sigortalar' → 'sigorta', 'kabloları' → 'kablo', 'prizler' → 'priz'. It works on
 * the word as Turkish writes it (its suffix rules follow vowel harmony), so it is given the lower-cased
 * word before folding; stems are cached, a catalogue repeats its words.
 */
import { newStemmer } from 'snowball-stemmers';
import { foldText } from './searchText';

const stemmer = newStemmer('turkish');
const cache = new Map<string, string>();
const CACHE_MAX = 100_000;

/** The folded stem of a word given in Turkish lower case (not folded). */
export function turkishStem(lowerWord: string): string {
  const hit = cache.get(lowerWord);
  if (hit !== undefined) return hit;
  const stem = /^\p{L}+$/u.test(lowerWord) ? foldText(stemmer.stem(lowerWord)) : foldText(lowerWord);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(lowerWord, stem);
  return stem;
}

/**
 * The words for rows a control leaves out of what it sends (the quick order pad's rows not found or
 * not valid, going into a saved list): the toast and the 'Listeye Ekle' menu say them alike.
 */
import type { PageTranslate } from './translate';

/** Left-out rows a confirmation names one by one; the rest are counted. */
export const SKIPPED_NAMED_MAX = 10;

/**
 * The sentence naming the rows an add left out ('' when none): their codes quoted, at most
 * SKIPPED_NAMED_MAX, then how many more. The codes stay text wherever it is shown.
 */
export function skippedSentence(t: PageTranslate, skipped: readonly string[]): string {
  if (skipped.length === 0) return '';
  const named = skipped
    .slice(0, SKIPPED_NAMED_MAX)
    .map((code) => `“${code}”`)
    .join(', ');
  const more = skipped.length - SKIPPED_NAMED_MAX;
  const codes = more > 0 ? t('addToList.skippedMore', { codes: named, more }) : named;
  return t('addToList.skipped', { n: skipped.length, codes });
}

/** A confirmation with the left-out rows named after it. */
export const withSkipped = (t: PageTranslate, message: string, skipped: readonly string[]): string =>
  skipped.length === 0 ? message : `${message} ${skippedSentence(t, skipped)}`;

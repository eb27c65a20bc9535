/**
 * The other areas' words (checkout, history, quick order, account, company, lists, scanning): the
 * second part of a locale's table, loaded with the widgets that show them (useT) and by the sagas that
 * write them (currentTranslator). Apart from translate.ts so the entry carries none of this.
 */
import type { Locale } from '../contract/hostConfig';
import { labelsLoaded, loadLabelPart } from './translate';

export function loadMoreLabels(locale: Locale): Promise<void> {
  return loadLabelPart(locale, 'more', () =>
    locale === 'en'
      ? import(/* webpackChunkName: "labels-en-more" */ './enMore').then((m) => m.enMore)
      : import(/* webpackChunkName: "labels-tr-more" */ './trMore').then((m) => m.trMore),
  );
}

const waits = new Map<Locale, Promise<void>>();
const failures = new Map<Locale, Error>();

/**
 * What a component that needs the other areas' words throws while they load (Suspense waits for it),
 * or, once, the error that stopped them (the island shows its failure; its retry loads them again).
 * Null once they are loaded.
 */
export function moreLabelsPending(locale: Locale): Promise<void> | Error | null {
  if (labelsLoaded(locale, 'more')) return null;
  const failure = failures.get(locale);
  if (failure) {
    failures.delete(locale);
    return failure;
  }
  let wait = waits.get(locale);
  if (!wait) {
    wait = loadMoreLabels(locale).then(
      () => void waits.delete(locale),
      (error: unknown) => {
        waits.delete(locale);
        failures.set(locale, error instanceof Error ? error : new Error(String(error)));
      },
    );
    waits.set(locale, wait);
  }
  return wait;
}

import { moreLabelsPending } from './moreLabels';
import type { Translate } from './translate';
import { useTranslator } from './usePageT';

/**
 * The translator of every label: the component suspends (the island shows its skeleton) until the
 * other areas' words have come, or fails with the island if they cannot. Widgets of the catalogue
 * and product pages use usePageT instead (i18n/usePageT), which never waits.
 */
export function useT(): Translate {
  const [t, locale] = useTranslator();
  const pending = moreLabelsPending(locale);
  if (pending) throw pending;
  return t;
}

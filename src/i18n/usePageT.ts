import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { ConfigState } from '../store/core/config';
import type { LocaleState } from '../store/chrome/locale';
import { createTranslator, type PageTranslate, type Translate } from './translate';

type WithLabels = { locale: LocaleState; config: ConfigState };

/** The translator of every loaded label with the host's overrides, and the active locale. */
export function useTranslator(): [Translate, LocaleState['active']] {
  const locale = useSelector((state: WithLabels) => state.locale.active);
  const overrides = useSelector((state: WithLabels) => state.config.labels);
  return [useMemo(() => createTranslator(locale, overrides), [locale, overrides]), locale];
}

/**
 * The translator of the page labels (what boot loads before mounting), with the host's overrides:
 * for the catalogue and product pages' widgets and the mount runtime, which must never wait.
 */
export function usePageT(): PageTranslate {
  return useTranslator()[0];
}

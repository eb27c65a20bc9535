import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { ConfigState } from '../store/core/config';
import type { LocaleState } from '../store/chrome/locale';
import { createTranslator, type Translate } from './translate';

type WithLabels = { locale: LocaleState; config: ConfigState };

/** The translator for the active locale with the host's label overrides. */
export function useT(): Translate {
  const locale = useSelector((state: WithLabels) => state.locale.active);
  const overrides = useSelector((state: WithLabels) => state.config.labels);
  return useMemo(() => createTranslator(locale, overrides), [locale, overrides]);
}

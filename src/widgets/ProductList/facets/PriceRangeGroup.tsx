import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Facet } from '../../../contract/facets';
import { chosenPriceRange, judgePriceRange } from '../../../domain/catalog/priceRangeInput';
import { formatAmount } from '../../../domain/shared/money';
import type { ListFilters } from '../../../domain/catalog/listFilters';
import { usePageT } from '../../../i18n/usePageT';

interface PriceRangeGroupProps {
  facet: Facet;
  filters: ListFilters;
  /** The new value of the price facet (null: none). */
  onCommit: (key: string, value: string | null) => void;
}

const boundText = (bound: number | null | undefined): string =>
  bound === null || bound === undefined ? '' : formatAmount(bound);

/**
 * The price range: two fields judged when the user commits them (Enter, or the focus leaving the
 * range), never key by key; moving from the lower field to the upper one is not a commit. The chosen
 * range comes from the URL (the parent keys this part by it, so Back shows the right bounds).
 */
export function PriceRangeGroup({ facet, filters, onCommit }: PriceRangeGroupProps) {
  const t = usePageT();
  const ids = useId();
  const chosen = chosenPriceRange(filters);
  const [from, setFrom] = useState(() => boundText(chosen?.from));
  const [to, setTo] = useState(() => boundText(chosen?.to));
  const [problem, setProblem] = useState<'invalid' | 'order' | null>(null);
  const current = (filters[facet.key] ?? [])[0] ?? null;

  const commit = () => {
    const judged = judgePriceRange(from, to);
    if (judged.kind !== 'range') {
      setProblem(judged.kind);
      return;
    }
    setProblem(null);
    if (judged.value !== current) onCommit(facet.key, judged.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commit();
  };
  const bounds = t('facets.priceBounds', {
    min: formatAmount(facet.min),
    max: formatAmount(facet.max),
  });
  const invalid = problem !== null;

  return (
    <fieldset className="b2b-facet" onBlur={onBlur}>
      <legend className="b2b-facet__legend">{facet.label}</legend>
      <p className="b2b-facet__hint" id={`${ids}-bounds`}>
        {bounds}
      </p>
      <div className="b2b-facet__range">
        <label className="b2b-facet__bound">
          <span>{t('facets.priceFrom')}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={from}
            placeholder={formatAmount(facet.min)}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${ids}-bounds ${ids}-problem` : `${ids}-bounds`}
            onChange={(event) => setFrom(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </label>
        <label className="b2b-facet__bound">
          <span>{t('facets.priceTo')}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={to}
            placeholder={formatAmount(facet.max)}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${ids}-bounds ${ids}-problem` : `${ids}-bounds`}
            onChange={(event) => setTo(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </label>
      </div>
      {problem && (
        <p className="b2b-facet__problem" id={`${ids}-problem`} role="alert">
          {t(problem === 'order' ? 'facets.priceOrder' : 'facets.priceInvalid')}
        </p>
      )}
      {current !== null && (
        <div className="b2b-facet__actions">
          <button
            type="button"
            className="b2b-facet__link"
            aria-label={t('facets.clearFacet', { facet: facet.label })}
            onClick={() => onCommit(facet.key, null)}
          >
            {t('facets.clear')}
          </button>
        </div>
      )}
    </fieldset>
  );
}

import { useId, useState } from 'react';
import type { Facet } from '../../../contract/facets';
import { usePageT } from '../../../i18n/usePageT';

/** Values a long facet shows before 'Show all'. */
export const SHOWN_VALUES = 6;

interface FacetGroupProps {
  facet: Facet;
  /** The facet's chosen values (the URL's, shown before the answer brings its counts). */
  chosen: readonly string[];
  onToggle: (key: string, value: string) => void;
  onClear: (key: string) => void;
}

/**
 * A values or toggle facet: real checkboxes in a fieldset whose legend names the facet, each label
 * with its count, so a screen reader reads "Schneider Electric (12), checkbox".
 */
export function FacetGroup({ facet, chosen, onToggle, onClear }: FacetGroupProps) {
  const t = usePageT();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = facet.values.length > SHOWN_VALUES;
  // A chosen value stays in sight when the list is folded, or it could not be unticked here.
  const shown =
    expanded || !long
      ? facet.values
      : facet.values.filter((value, i) => i < SHOWN_VALUES || chosen.includes(value.value));
  const clearable = chosen.length > 0 && facet.kind !== 'toggle';

  return (
    <fieldset className="b2b-facet">
      <legend className="b2b-facet__legend">{facet.label}</legend>
      <ul className="b2b-facet__values" id={listId}>
        {shown.map((value) => (
          <li key={value.value}>
            <label className="b2b-facet__value">
              <input
                type="checkbox"
                checked={chosen.includes(value.value)}
                onChange={() => onToggle(facet.key, value.value)}
              />
              <span>{t('facets.valueCount', { label: value.label, n: value.count })}</span>
            </label>
          </li>
        ))}
      </ul>
      {(long || clearable) && (
        <div className="b2b-facet__actions">
          {long && (
            <button
              type="button"
              className="b2b-facet__link"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('facets.showFewer') : t('facets.showAll', { n: facet.values.length })}
            </button>
          )}
          {clearable && (
            <button
              type="button"
              className="b2b-facet__link"
              aria-label={t('facets.clearFacet', { facet: facet.label })}
              onClick={() => onClear(facet.key)}
            >
              {t('facets.clear')}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

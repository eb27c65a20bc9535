import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Facet } from '../../contract/facets';
import {
  formatPriceRange,
  listFiltersOf,
  toggleListFilter,
  withListFilter,
  type ListFilters,
} from '../../domain/catalog/listFilters';
import { useT } from '../../i18n/useT';
import { useAppDispatch } from '../../store/core/hooks';
import { productListActions } from '../../store/catalog/productList';
import { usePageUrl } from '../../ui/pageUrl';

/** Values shown before 'Show all'. */
const FIRST_VALUES = 6;

/**
 * The list's filters (facets) the host sent: a group per facet with its values and counts, a price
 * range judged when committed, the chosen values as removable chips. On phones the panel opens from a
 * 'Filter' button. Choosing dispatches filtersChosen; the saga puts them in the URL and reloads.
 */
export function ListFacets({ facets }: { facets: Facet[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const url = usePageUrl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // What was just chosen shows at once, until the list's answer (with its counts) comes.
  const [pending, setPending] = useState<ListFilters | null>(null);
  useEffect(() => setPending(null), [facets]);
  const chosen = pending ?? listFiltersOf(url.search);
  if (facets.length === 0) return null;
  const choose = (next: ListFilters) => {
    setPending(next);
    dispatch(productListActions.filtersChosen(next));
  };
  const chips = facets.flatMap((facet) =>
    facet.values.filter((v) => v.selected).map((v) => ({ facet, value: v.value, label: v.label })),
  );
  return (
    <div className="b2b-facets">
      <button
        type="button"
        className="b2b-facets__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('facets.hide') : t('facets.show')}
      </button>
      {chips.length > 0 && (
        <ul className="b2b-facets__chips">
          {chips.map((chip) => (
            <li key={`${chip.facet.key}:${chip.value}`}>
              <button
                type="button"
                aria-label={t('facets.remove', { label: chip.label })}
                onClick={() => choose(toggleListFilter(chosen, chip.facet.key, chip.value))}
              >
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => choose({})}>
              {t('facets.clearAll')}
            </button>
          </li>
        </ul>
      )}
      <div id={panelId} className="b2b-facets__panel" data-open={open}>
        {facets.map((facet) =>
          facet.kind === 'range' ? (
            <PriceFacet
              key={`${facet.key} ${facet.from} ${facet.to}`}
              facet={facet}
              onChoose={(from, to) =>
                choose(
                  withListFilter(
                    chosen,
                    'price',
                    from === null && to === null ? [] : [formatPriceRange(from, to)],
                  ),
                )
              }
            />
          ) : (
            <ValuesFacet
              key={facet.key}
              facet={facet}
              chosen={chosen[facet.key] ?? []}
              onToggle={(value) => choose(toggleListFilter(chosen, facet.key, value))}
              onClear={() => choose(withListFilter(chosen, facet.key, []))}
            />
          ),
        )}
      </div>
    </div>
  );
}

function ValuesFacet({
  facet,
  chosen,
  onToggle,
  onClear,
}: {
  facet: Facet;
  chosen: readonly string[];
  onToggle: (value: string) => void;
  onClear: () => void;
}) {
  const t = useT();
  const [all, setAll] = useState(false);
  const shown = all ? facet.values : facet.values.slice(0, FIRST_VALUES);
  return (
    <fieldset className="b2b-facets__group">
      <legend>{facet.label}</legend>
      <ul>
        {shown.map((v) => (
          <li key={v.value}>
            <label>
              <input type="checkbox" checked={chosen.includes(v.value)} onChange={() => onToggle(v.value)} />{' '}
              {t('facets.count', { label: v.label, n: v.count })}
            </label>
          </li>
        ))}
      </ul>
      {facet.values.length > FIRST_VALUES && (
        <button type="button" className="b2b-facets__more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('facets.showFewer') : t('facets.showAll')}
        </button>
      )}
      {chosen.length > 0 && (
        <button type="button" className="b2b-facets__clear" onClick={onClear}>
          {t('facets.clear')}
        </button>
      )}
    </fieldset>
  );
}

/** A bound as typed: a whole number of at least 0, or none when empty; undefined when not a number. */
const boundOf = (text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
};

function PriceFacet({
  facet,
  onChoose,
}: {
  facet: Facet;
  onChoose: (from: number | null, to: number | null) => void;
}) {
  const t = useT();
  const [from, setFrom] = useState(facet.from ? String(facet.from) : '');
  const [to, setTo] = useState(facet.to ? String(facet.to) : '');
  // Judged when committed (blur, Enter), never key by key; a bound that is not a number is left as typed.
  const commit = () => {
    const low = boundOf(from);
    const high = boundOf(to);
    if (low === undefined || high === undefined) return;
    if (low !== null && high !== null && low > high) return;
    if (low === (facet.from || null) && high === (facet.to || null)) return;
    onChoose(low, high);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <fieldset className="b2b-facets__group b2b-facets__price">
      <legend>{facet.label}</legend>
      <label>
        {t('facets.priceFrom')}
        <input
          inputMode="numeric"
          value={from}
          placeholder={String(Math.floor(facet.min))}
          onChange={(e) => setFrom(e.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
        />
      </label>
      <label>
        {t('facets.priceTo')}
        <input
          inputMode="numeric"
          value={to}
          placeholder={String(Math.ceil(facet.max))}
          onChange={(e) => setTo(e.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
        />
      </label>
    </fieldset>
  );
}

import type { Facet } from '../../../contract/facets';
import { chosenFilters, type ChosenFilter } from '../../../domain/catalog/chosenFilters';
import type { ListFilters } from '../../../domain/catalog/listFilters';
import { formatMoney } from '../../../domain/shared/money';
import { usePageT } from '../../../i18n/usePageT';
import type { PageTranslate } from '../../../i18n/translate';
import type { FilterCommands } from './useFilterCommands';

function valueText(chosen: ChosenFilter, currency: string, t: PageTranslate): string {
  const range = chosen.range;
  if (!range) return chosen.label;
  const from = range.from === null ? null : formatMoney(range.from, currency);
  const to = range.to === null ? null : formatMoney(range.to, currency);
  if (from !== null && to !== null) return t('facets.priceChip', { from, to });
  return from !== null ? t('facets.priceFromChip', { from }) : t('facets.priceToChip', { to: to ?? '' });
}

interface FilterChipsProps {
  facets: readonly Facet[];
  filters: ListFilters;
  commands: FilterCommands;
}

/** The chosen values above the list, each a button that takes it away, and 'Clear filters'. */
export function FilterChips({ facets, filters, commands }: FilterChipsProps) {
  const t = usePageT();
  const chosen = chosenFilters(filters, facets);
  if (chosen.length === 0) return null;
  return (
    <div className="b2b-facets__chips" role="group" aria-label={t('facets.chosen')}>
      <ul className="b2b-facets__chip-list">
        {chosen.map((item) => {
          const currency = facets.find((f) => f.key === item.key)?.currency ?? '';
          const text = t('facets.chip', { facet: item.facetLabel, value: valueText(item, currency, t) });
          return (
            <li key={`${item.key}:${item.value}`}>
              <button
                type="button"
                className="b2b-facets__chip"
                aria-label={t('facets.remove', { label: text })}
                onClick={() =>
                  item.range ? commands.clear(item.key) : commands.toggle(item.key, item.value)
                }
              >
                <span>{text}</span>
                <span aria-hidden="true" className="b2b-facets__chip-x">
                  ×
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="b2b-facet__link" onClick={commands.clearAll}>
        {t('facets.clearAll')}
      </button>
    </div>
  );
}

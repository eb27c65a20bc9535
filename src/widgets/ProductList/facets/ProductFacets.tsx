import { useId } from 'react';
import type { Facet } from '../../../contract/facets';
import type { ListFilters } from '../../../domain/catalog/listFilters';
import { chosenCount } from '../../../domain/catalog/chosenFilters';
import { usePageT } from '../../../i18n/usePageT';
import { FacetPanel } from './FacetPanel';
import type { FilterCommands } from './useFilterCommands';
import './facets.css';

interface ProductFacetsProps {
  facets: readonly Facet[];
  filters: ListFilters;
  commands: FilterCommands;
}

/**
 * The facets beside the list (or above it where the list is narrow); phones get the filter sheet
 * instead (FilterSheet), so only one of the two is ever shown.
 */
export function ProductFacets({ facets, filters, commands }: ProductFacetsProps) {
  const t = usePageT();
  const titleId = useId();
  return (
    <section className="b2b-facets b2b-facets--column" aria-labelledby={titleId}>
      <div className="b2b-facets__header">
        <h2 className="b2b-facets__title" id={titleId}>
          {t('facets.title')}
        </h2>
        {chosenCount(filters) > 0 && (
          <button type="button" className="b2b-facet__link" onClick={commands.clearAll}>
            {t('facets.clearAll')}
          </button>
        )}
      </div>
      <FacetPanel facets={facets} filters={filters} commands={commands} />
    </section>
  );
}

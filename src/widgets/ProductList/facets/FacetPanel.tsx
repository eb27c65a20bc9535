import type { Facet } from '../../../contract/facets';
import type { ListFilters } from '../../../domain/catalog/listFilters';
import { FacetGroup } from './FacetGroup';
import { PriceRangeGroup } from './PriceRangeGroup';
import type { FilterCommands } from './useFilterCommands';

interface FacetPanelProps {
  facets: readonly Facet[];
  filters: ListFilters;
  commands: FilterCommands;
}

/** The facets' groups, the same in the column beside the list and in the phone's filter sheet. */
export function FacetPanel({ facets, filters, commands }: FacetPanelProps) {
  return (
    <div className="b2b-facets__groups">
      {facets.map((facet) =>
        facet.kind === 'range' ? (
          <PriceRangeGroup
            // A new chosen range (a commit, Back, Clear) starts the fields again from it.
            key={`${facet.key}:${(filters[facet.key] ?? []).join(',')}`}
            facet={facet}
            filters={filters}
            onCommit={commands.setRange}
          />
        ) : (
          <FacetGroup
            key={facet.key}
            facet={facet}
            chosen={filters[facet.key] ?? []}
            onToggle={commands.toggle}
            onClear={commands.clear}
          />
        ),
      )}
    </div>
  );
}

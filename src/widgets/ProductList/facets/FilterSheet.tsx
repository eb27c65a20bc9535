import { useCallback, useState } from 'react';
import type { Facet } from '../../../contract/facets';
import { chosenCount } from '../../../domain/catalog/chosenFilters';
import type { ListFilters } from '../../../domain/catalog/listFilters';
import { usePageT } from '../../../i18n/usePageT';
import { Modal } from '../../../ui/Modal';
import { FacetPanel } from './FacetPanel';
import type { FilterCommands } from './useFilterCommands';

interface FilterSheetProps {
  facets: readonly Facet[];
  filters: ListFilters;
  commands: FilterCommands;
  /** The list's total for the current choices (the answer's, behind the sheet). */
  total: number;
}

/**
 * Phones: 'Filtrele' opens the facets in a dialog (focus kept inside, Escape closes). A choice
 * applies at once behind it, so 'Sonuçları göster (N)' names the count of the list it goes back to.
 */
export function FilterSheet({ facets, filters, commands, total }: FilterSheetProps) {
  const t = usePageT();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const count = chosenCount(filters);

  return (
    <div className="b2b-facets__sheet-bar">
      <button type="button" className="b2b-facets__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {count > 0 ? t('facets.openCount', { n: count }) : t('facets.open')}
      </button>
      {open && (
        <Modal title={t('facets.title')} onClose={close} closeLabel={t('common.close')}>
          <div className="b2b-facets b2b-facets--sheet">
            <FacetPanel facets={facets} filters={filters} commands={commands} />
            <div className="b2b-facets__sheet-actions">
              {count > 0 && (
                <button type="button" className="b2b-facet__link" onClick={commands.clearAll}>
                  {t('facets.clearAll')}
                </button>
              )}
              <button type="button" className="b2b-facets__apply" onClick={close}>
                {t('facets.showResults', { n: total })}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}

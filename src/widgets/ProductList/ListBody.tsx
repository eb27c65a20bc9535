import { memo } from 'react';
import { chosenCount } from '../../domain/catalog/chosenFilters';
import { errorText } from '../../i18n/errorText';
import { usePageT } from '../../i18n/usePageT';
import { useAppDispatch } from '../../store/core/hooks';
import { productListActions, type ProductListState } from '../../store/catalog/productList';
import { ListSkeleton } from './ListSkeleton';
import { ProductGrid } from './ProductGrid';
import { ProductTable } from './ProductTable';

/** A page of rows renders again only for other products (not when the same page is stored again). */
const Table = memo(ProductTable);
const Grid = memo(ProductGrid);

interface ListBodyProps {
  list: ProductListState;
  /** Offered under the zero-results texts when filters are chosen. */
  onClearFilters?: () => void;
}

/** What fills the list: the skeleton while fetching, the error with a retry, the zero-results texts, or the products. */
export function ListBody({ list, onClearFilters }: ListBodyProps) {
  const t = usePageT();
  const dispatch = useAppDispatch();

  if (list.fetching || (!list.loaded && !list.error)) {
    return <ListSkeleton view={list.view} count={list.items.length} label={t('common.loading')} />;
  }
  if (list.error) {
    return (
      <div className="b2b-product-list__message b2b-product-list__message--error" role="alert">
        <p className="b2b-product-list__message-title">{t('productList.loadFailed')}</p>
        <p>{errorText(list.error, t)}</p>
        <button
          type="button"
          className="b2b-product-list__retry"
          onClick={() => dispatch(productListActions.loadRequested())}
        >
          {t('productList.retry')}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="b2b-product-list__message" role="status">
        <p className="b2b-product-list__message-title">{t('productList.emptyTitle')}</p>
        <p>{t('productList.emptyText')}</p>
        {onClearFilters && chosenCount(list.filters) > 0 && (
          <button type="button" className="b2b-product-list__retry" onClick={onClearFilters}>
            {t('facets.clearAll')}
          </button>
        )}
      </div>
    );
  }
  return list.view === 'grid' ? <Grid products={list.items} /> : <Table products={list.items} />;
}

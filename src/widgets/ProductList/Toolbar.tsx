import { useId } from 'react';
import { STOCK_FACET } from '../../domain/catalog/listFilters';
import { DEFAULT_SORT_LABEL_KEY, isSortKey, SORT_OPTIONS } from '../../domain/catalog/sortOptions';
import { onlyInStock, stockFilterAvailable } from '../../domain/catalog/stockFilter';
import { usePageT } from '../../i18n/usePageT';
import { selectSettings } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { productListActions as actions, type ProductListState } from '../../store/catalog/productList';
import { Spinner } from '../../ui/Spinner';

/** Total count, sort dropdown, grid/list switch and the optional in-stock-only toggle. */
export function Toolbar({ list }: { list: ProductListState }) {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const sortId = useId();
  const inStockOnly = onlyInStock(list.showNotInStocks);
  const inStockCount = list.facets.find((facet) => facet.key === STOCK_FACET)?.values[0]?.count;

  return (
    <div className="b2b-product-list__toolbar">
      <p className="b2b-product-list__total" aria-live="polite">
        {list.loaded && !list.error ? t('productList.total', { n: list.total }) : ''}
      </p>
      {stockFilterAvailable(settings) && (
        <button
          type="button"
          className="b2b-product-list__stock-toggle"
          aria-pressed={inStockOnly}
          disabled={list.stockToggleBusy}
          onClick={() => dispatch(actions.stockToggleRequested())}
        >
          {list.stockToggleBusy ? (
            <Spinner label={t('common.loading')} />
          ) : (
            <span className="b2b-product-list__check" aria-hidden="true">
              {inStockOnly ? '✓' : ''}
            </span>
          )}
          {inStockCount === undefined
            ? t('productList.inStockOnly')
            : t('facets.valueCount', { label: t('productList.inStockOnly'), n: inStockCount })}
        </button>
      )}
      <span className="b2b-product-list__sort">
        <label htmlFor={sortId} className="b2b-visually-hidden">
          {t('productList.sortLabel')}
        </label>
        <select
          id={sortId}
          value={list.sort}
          onChange={(event) => {
            const value = event.target.value;
            dispatch(actions.sortChosen(isSortKey(value) ? value : ''));
          }}
        >
          <option value="">{t(DEFAULT_SORT_LABEL_KEY)}</option>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </option>
          ))}
        </select>
      </span>
      <span className="b2b-product-list__views" role="group" aria-label={t('productList.viewLabel')}>
        {(['grid', 'list'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className={`b2b-product-list__view b2b-product-list__view--${view}`}
            aria-pressed={list.view === view}
            title={t(view === 'grid' ? 'productList.viewGrid' : 'productList.viewList')}
            onClick={() => {
              if (list.view !== view) dispatch(actions.viewChosen(view));
            }}
          >
            <span aria-hidden="true" className="b2b-product-list__view-icon" />
            <span className="b2b-visually-hidden">
              {t(view === 'grid' ? 'productList.viewGrid' : 'productList.viewList')}
            </span>
          </button>
        ))}
      </span>
    </div>
  );
}

import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { productListPropsDecoder } from '../../contract/props/catalogueProps';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { STOCK_FACET } from '../../domain/catalog/listFilters';
import { withListQuery } from '../../domain/catalog/listQuery';
import { stockFilterAvailable } from '../../domain/catalog/stockFilter';
import { selectSettings } from '../../store/core/config';
import {
  productListActions,
  selectProductList,
  type ProductListState,
} from '../../store/catalog/productList';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { usePageUrl } from '../../ui/pageUrl';
import { reserveWhile } from '../../ui/reserve';
import { useIsomorphicLayoutEffect } from '../../ui/useIsomorphicLayoutEffect';
import { firstFrame, sessionStarted } from './firstFrame';
import { ListBody } from './ListBody';
import { Pagination } from '../shared/Pagination';
import { Toolbar } from './Toolbar';
import { chosenCount } from '../../domain/catalog/chosenFilters';
import { FilterChips } from './facets/FilterChips';
import { FilterSheet } from './facets/FilterSheet';
import { ProductFacets } from './facets/ProductFacets';
import { useFilterCommands } from './facets/useFilterCommands';
import './ProductList.css';

/**
 * The catalogue list: its data-props path goes to the product API, the query
 * string carries sort, page and view. The widget renders and dispatches; the productList saga
 * reads the URL, fetches, and follows back/forward.
 */
export function ProductList(props: Record<string, unknown>) {
  const { path, firstPage } = useMemo(() => decode(productListPropsDecoder, props, 'data-props'), [props]);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProductList);
  const settings = useAppSelector(selectSettings);
  // Read through the context: a server render has the request's URL and no window.
  const url = usePageUrl();
  const filterCommands = useFilterCommands();
  // Until the saga has taken this path up: the embedded first page, or the loading state in the URL's
  // view (the skeleton has its final shape from the first paint instead of switching from rows to cards).
  const list: ProductListState = sessionStarted(state, path)
    ? state
    : firstFrame(state, path, firstPage, settings, url.search);

  // A host without facets sends none: the list is drawn as before, without the filters' parts.
  const faceted = list.facets.length > 0 || chosenCount(list.filters) > 0;
  // Where the toolbar has the spec's in-stock toggle, it is the stock filter (with the facet's count):
  // the panel does not offer a second one.
  const toolbarStock = stockFilterAvailable(settings);
  const panelFacets = useMemo(
    () => (toolbarStock ? list.facets.filter((facet) => facet.key !== STOCK_FACET) : list.facets),
    [list.facets, toolbarStock],
  );

  useRenderedWhen(!list.fetching && (list.loaded || list.error !== null));

  // Before the first paint: the saga takes the path (and an embedded first page) up at once.
  useIsomorphicLayoutEffect(() => {
    dispatch(productListActions.opened({ path, firstPage }));
    return () => {
      dispatch(productListActions.closed());
    };
  }, [dispatch, path, firstPage]);

  return (
    <section
      className={faceted ? 'b2b-product-list b2b-product-list--faceted' : 'b2b-product-list'}
      aria-busy={list.fetching}
      {...reserveWhile(!list.loaded && !list.error)}
    >
      {faceted && <ProductFacets facets={panelFacets} filters={list.filters} commands={filterCommands} />}
      <div className="b2b-product-list__main">
        {faceted && (
          <FilterSheet
            facets={panelFacets}
            filters={list.filters}
            commands={filterCommands}
            total={list.total}
          />
        )}
        <Toolbar list={list} />
        {faceted && <FilterChips facets={list.facets} filters={list.filters} commands={filterCommands} />}
        <ListBody list={list} onClearFilters={faceted ? filterCommands.clearAll : undefined} />
        {!list.error && (
          <Pagination
            page={list.page}
            pages={list.pages}
            onPage={(n) => dispatch(productListActions.pageChosen(n))}
            hrefOf={(n) => url.pathname + withListQuery(url.search, { page: n })}
          />
        )}
      </div>
    </section>
  );
}

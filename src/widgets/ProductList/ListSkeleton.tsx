import { PRODUCT_LIST_DEFAULT_LIMIT } from '../../contract/catalog';
import type { ProductListView } from '../../domain/catalog/sortOptions';

/** Placeholders on a first load: a full page of the API's default size, the likeliest outcome. */
const FIRST_LOAD_COUNT = PRODUCT_LIST_DEFAULT_LIMIT;

interface ListSkeletonProps {
  view: ProductListView;
  /** Items on screen before this fetch: as many placeholders keep the page the same height. */
  count: number;
  label: string;
}

/** Grey cards or rows in the shape of the view, so the page keeps its size while products load. */
export function ListSkeleton({ view, count, label }: ListSkeletonProps) {
  const n = count > 0 ? count : FIRST_LOAD_COUNT;
  return (
    <div
      className={`b2b-product-list__skeleton b2b-product-list__skeleton--${view}`}
      aria-busy="true"
      role="status"
      aria-label={label}
    >
      {Array.from({ length: n }, (_, i) => (
        <div key={i} className="b2b-skeleton b2b-product-list__skeleton-item" />
      ))}
    </div>
  );
}

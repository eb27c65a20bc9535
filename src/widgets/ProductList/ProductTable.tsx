import type { Product } from '../../contract/catalog';
import { usePageT } from '../../i18n/usePageT';
import { ProductRow } from './ProductRow';

/** The list view: a table with the same data as the cards, one row per product. */
export function ProductTable({ products }: { products: Product[] }) {
  const t = usePageT();
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    <div
      className="b2b-product-list__table-wrap"
      role="region"
      aria-label={t('productList.viewList')}
      tabIndex={0}
    >
      <table className="b2b-product-list__table">
        <thead>
          <tr>
            <th scope="col">{t('product.image')}</th>
            <th scope="col">{t('product.code')}</th>
            <th scope="col">{t('product.name')}</th>
            <th scope="col">{t('product.stock')}</th>
            <th scope="col">{t('product.price')}</th>
            <th scope="col">{t('product.quantity')}</th>
            <th scope="col">
              <span className="b2b-visually-hidden">{t('productList.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { ShortCode } from '../shared/ShortCode';
import type { Product } from '../../contract/catalog';
import { ProductImage } from '../../ui/ProductImage';
import { AddToCartControl } from '../shared/AddToCartControl';
import { AddToListButton } from '../shared/AddToListButton';
import { PriceTag } from '../shared/PriceTag';
import { QuantityInput } from '../shared/QuantityInput';
import { ProductInfoButtons } from './ProductInfoButtons';
import { useListProduct } from './useListProduct';
import { useNameLang } from '../shared/useNameLang';

/** The spec: list images are 80 px. */
export const TABLE_IMAGE_SIZE = 80;

/**
 * One table row: image, code, name (the product link), stock, price, quantity, add to cart, add to a
 * list and the modals.
 */
export function ProductRow({ product }: { product: Product }) {
  const row = useListProduct(product, 'table');
  const nameLang = useNameLang(product);
  return (
    <tr className="b2b-product-row">
      <td className="b2b-product-row__image">
        <ProductImage src={row.imageSrc} alt={product.name} size={TABLE_IMAGE_SIZE} lazy />
      </td>
      <td className="b2b-product-row__code">
        <ShortCode code={row.code} />
      </td>
      <td className="b2b-product-row__name">
        <a href={row.href} lang={nameLang}>
          {product.name}
        </a>
        <span className="b2b-product-row__brand">{product.brand.name}</span>
      </td>
      <td className="b2b-product-row__stock">{row.stockText ?? ''}</td>
      <td className="b2b-product-row__price">
        <PriceTag product={product} variant="list" />
      </td>
      <td className="b2b-product-row__quantity">
        <QuantityInput product={product} value={row.quantity} onChange={row.setQuantity} mode="list" />
      </td>
      <td className="b2b-product-row__actions">
        <div className="b2b-product-row__buy">
          <AddToCartControl product={product} quantity={row.quantity} context="list" />
          <AddToListButton items={row.listItems} look="icon" subject={product.name} />
          <ProductInfoButtons product={product} />
        </div>
      </td>
    </tr>
  );
}

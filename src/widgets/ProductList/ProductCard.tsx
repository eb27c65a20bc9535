import { ShortCode } from '../shared/ShortCode';
import type { Product } from '../../contract/catalog';
import { usePageT } from '../../i18n/usePageT';
import { ProductImage } from '../../ui/ProductImage';
import { AddToCartControl } from '../shared/AddToCartControl';
import { AddToListButton } from '../shared/AddToListButton';
import { PriceTag } from '../shared/PriceTag';
import { QuantityInput } from '../shared/QuantityInput';
import { ProductInfoButtons } from './ProductInfoButtons';
import { useListProduct } from './useListProduct';
import { useNameLang } from '../shared/useNameLang';

/** The spec: grid images are 229 px, lazy, with a 222 px fallback. */
export const GRID_IMAGE_SIZE = 229;
export const GRID_FALLBACK_HEIGHT = 222;

/** One grid card: image, name (the product link), code, stock, price, quantity, add to cart and to a list. */
export function ProductCard({ product }: { product: Product }) {
  const t = usePageT();
  const nameLang = useNameLang(product);
  const row = useListProduct(product, 'grid');
  return (
    <article className="b2b-product-card">
      {/* The name is the link for keyboards and screen readers; the image repeats it for the mouse. */}
      <a className="b2b-product-card__image" href={row.href} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={row.imageSrc}
          alt={product.name}
          size={GRID_IMAGE_SIZE}
          fallbackHeight={GRID_FALLBACK_HEIGHT}
          lazy
        />
      </a>
      {/* h2: the list sits under the page's h1; a deeper level would skip one (axe heading-order). */}
      <h2 className="b2b-product-card__name">
        <a href={row.href} lang={nameLang}>
          {product.name}
        </a>
      </h2>
      <p className="b2b-product-card__code">
        <span className="b2b-visually-hidden">{t('product.code')}: </span>
        <ShortCode code={row.code} />
      </p>
      {row.stockText !== null && (
        <p className="b2b-product-card__stock">
          <span className="b2b-visually-hidden">{t('product.stock')}: </span>
          {row.stockText}
        </p>
      )}
      <div className="b2b-product-card__price">
        <PriceTag product={product} variant="list" />
      </div>
      <div className="b2b-product-card__buy">
        <QuantityInput product={product} value={row.quantity} onChange={row.setQuantity} mode="list" />
        <AddToCartControl product={product} quantity={row.quantity} context="list" />
        <AddToListButton items={row.listItems} look="icon" subject={product.name} />
      </div>
      {/* In cards too narrow for it beside add to cart, 'Listeye Ekle' ends the modal links' line
          instead (ProductList.css shows one of the two). */}
      <ProductInfoButtons
        product={product}
        after={<AddToListButton items={row.listItems} look="small" subject={product.name} />}
      />
    </article>
  );
}

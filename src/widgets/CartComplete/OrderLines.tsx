import type { Order } from '../../contract/orders';
import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { unitLabel } from '../../domain/cart/units';
import { useT } from '../../i18n/useT';
import { selectBasePath, selectImageBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { ProductImage } from '../../ui/ProductImage';

const IMAGE_SIZE = 64;

/** A saved order's lines: image, name, code, quantity, unit, unit price, line amount (stacked on phones). */
export function OrderLines({ order, money }: { order: Order; money: (amount: number) => string }) {
  const t = useT();
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  return (
    <table className="b2b-cart__table b2b-order-lines">
      <thead>
        <tr>
          <th scope="col">
            <span className="b2b-visually-hidden">{t('cart.image')}</span>
          </th>
          <th scope="col">{t('cart.name')}</th>
          <th scope="col">{t('cart.code')}</th>
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.unit')}</th>
          <th scope="col">{t('cart.unitPrice')}</th>
          <th scope="col">{t('cart.lineAmount')}</th>
        </tr>
      </thead>
      <tbody>
        {order.orderItems.map((item) => (
          <tr key={item.id} className="b2b-cart-line">
            <td className="b2b-cart-line__image">
              <ProductImage
                src={productImageUrl(item.image, imageBasePath)}
                alt={item.name}
                size={IMAGE_SIZE}
              />
            </td>
            <td className="b2b-cart-line__name">
              <a href={productPath(item.product.seo, item.product.id, basePath)}>{item.name}</a>
            </td>
            <td className="b2b-cart-line__code" data-label={t('cart.code')}>
              {item.code}
            </td>
            <td className="b2b-cart-line__quantity" data-label={t('cart.quantity')}>
              {item.quantity}
            </td>
            <td className="b2b-cart-line__unit" data-label={t('cart.unit')}>
              {unitLabel(item.productUnit)}
            </td>
            <td className="b2b-cart-line__price" data-label={t('cart.unitPrice')}>
              {money(item.price)}
            </td>
            <td className="b2b-cart-line__amount" data-label={t('cart.lineAmount')}>
              {money(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { cartsPropsDecoder } from '../../contract/props/cartsProps';
import { cartsWithItems } from '../../domain/admin/customerCarts';
import { useT } from '../../i18n/useT';
import { CustomerCartCard } from './CustomerCartCard';
import '../shared/historyTable/stackedTable.css';
import './Carts.css';

/**
 * Customer carts for the admin: a card per customer with their products; a row
 * opens the product in a new tab. The carts come with the page (data-props).
 */
export function Carts(props: Record<string, unknown>) {
  const { carts } = useMemo(() => decode(cartsPropsDecoder, props, 'data-props'), [props]);
  const t = useT();
  const filled = useMemo(() => cartsWithItems(carts), [carts]);
  if (filled.length === 0) return <p className="b2b-carts__empty">{t('carts.empty')}</p>;
  return (
    <ul className="b2b-carts" role="list" aria-label={t('carts.title')}>
      {filled.map((cart, i) => (
        <CustomerCartCard key={`${cart.userName}-${i}`} cart={cart} />
      ))}
    </ul>
  );
}

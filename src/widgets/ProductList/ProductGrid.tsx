import type { Product } from '../../contract/catalog';
import { ProductCard } from './ProductCard';

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className="b2b-product-list__grid">
      {products.map((product) => (
        <li key={product.id} className="b2b-product-list__cell">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

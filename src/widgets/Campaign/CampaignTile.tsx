import type { Product } from '../../contract/catalog';
import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { selectBasePath, selectImageBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { FallbackImage } from '../../ui/FallbackImage';
import { PriceTag } from '../shared/PriceTag';

/**
 * One campaign tile, a link to the product page: image, name, struck list price and sale price.
 * The image fills the tile's width, its box held between 280 and 413 px high (spec: 280–413) by CSS;
 * the width/height attributes give the browser the square shape before the file arrives.
 */
export function CampaignTile({ product }: { product: Product }) {
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  return (
    <a className="b2b-campaign__tile" href={productPath(product.seo, product.id, basePath)}>
      <span className="b2b-campaign__image">
        <FallbackImage
          src={productImageUrl(product.image, imageBasePath)}
          alt={product.name}
          width={413}
          height={413}
        />
      </span>
      <span className="b2b-campaign__name">{product.name}</span>
      <PriceTag product={product} variant="card" />
    </a>
  );
}

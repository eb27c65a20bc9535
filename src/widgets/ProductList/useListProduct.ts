import { useMemo, useState } from 'react';
import type { Product } from '../../contract/catalog';
import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { stockDisplayText, type StockTextPlace } from '../../domain/catalog/stockDisplay';
import { chosenUnit, unitLabel } from '../../domain/cart/units';
import { usePageT } from '../../i18n/usePageT';
import { selectBasePath, selectImageBasePath, selectSettings } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';

/**
 * What a grid card and a table row show of one product: its link, image, shortened code, stock
 * text (in the default unit) and the quantity the user is about to add (form state, starts at 1).
 */
export function useListProduct(product: Product, place: Exclude<StockTextPlace, 'detail'>) {
  const t = usePageT();
  const settings = useAppSelector(selectSettings);
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  const [quantity, setQuantity] = useState(1);
  // What 'Listeye Ekle' puts into a list: the quantity as the row has it, in the default unit.
  const listItems = useMemo(
    () => [{ productId: product.id, name: product.name, quantity }],
    [product.id, product.name, quantity],
  );

  const unit = chosenUnit(product, null);
  const stock = stockDisplayText({
    stock: product.quantity,
    mode: settings.stockInfoStatus,
    place,
    unit: unit ? unitLabel(unit) : '',
    multiplier: unit?.multiplier,
  });

  return {
    href: productPath(product.seo, product.id, basePath),
    imageSrc: productImageUrl(product.image, imageBasePath),
    code: product.code,
    stockText: stock ? t(stock.key, stock.params) : null,
    quantity,
    setQuantity,
    listItems,
  };
}

import { useCallback, useState } from 'react';
import type { ChildProduct, Product, Unit } from '../../contract/catalog';
import { stockDisplayText } from '../../domain/catalog/stockDisplay';
import { stockInfoVisible } from '../../domain/catalog/stockModes';
import { unitLabel } from '../../domain/cart/units';
import { usePageT } from '../../i18n/usePageT';
import { selectSettings, selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { StockInventoryModal } from '../shared/StockInventoryModal';

interface DetailStockProps {
  product: Product | ChildProduct;
  unit: Unit | null;
}

/** The detail stock text in the chosen unit, and the stock info link that opens 'Stok Envanteri'. */
export function DetailStock({ product, unit }: DetailStockProps) {
  const t = usePageT();
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const message = stockDisplayText({
    stock: product.quantity,
    mode: settings.stockInfoStatus,
    place: 'detail',
    unit: unit ? unitLabel(unit) : '',
    multiplier: unit?.multiplier,
    unitCount: product.units.length,
    salePrice: product.salePrice.value,
  });
  return (
    <div className="b2b-detail__stock">
      {message && <span>{t(message.key, message.params)}</span>}
      {stockInfoVisible(user.authenticated, settings.showStokInfo) && (
        <button type="button" className="b2b-link-button" onClick={() => setOpen(true)}>
          {t('detail.stockInfo')}
        </button>
      )}
      {open && <StockInventoryModal product={product} onClose={close} />}
    </div>
  );
}

import { useCallback, useState, type ReactNode } from 'react';
import type { Product } from '../../contract/catalog';
import { priceInfoVisible } from '../../domain/catalog/priceInfo';
import { stockInfoVisible } from '../../domain/catalog/stockModes';
import { usePageT } from '../../i18n/usePageT';
import { selectSettings, selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { PriceInfoModal } from '../shared/PriceInfoModal';
import { StockInventoryModal } from '../shared/StockInventoryModal';

/**
 * The per-product 'Stok Envanteri' (logged in or showStokInfo on) and 'Fiyat Bilgileri'
 * (showPaymentPlanPrice on) buttons, each opening its modal; `after` ends their line (a grid card's
 * 'Listeye Ekle').
 */
export function ProductInfoButtons({ product, after }: { product: Product; after?: ReactNode }) {
  const t = usePageT();
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState<'stock' | 'price' | null>(null);
  // Stable: the Modal re-runs its focus effect whenever onClose changes.
  const close = useCallback(() => setOpen(null), []);
  const showStock = stockInfoVisible(user.authenticated, settings.showStokInfo);
  const showPrice = priceInfoVisible(settings.showPaymentPlanPrice, settings.advencePriceInfo);
  if (!showStock && !showPrice && !after) return null;

  // The accessible names start with the visible text and add the product, as every row has the same buttons.
  return (
    <span className="b2b-product-list__info">
      {showStock && (
        <button
          type="button"
          className="b2b-product-list__info-button"
          aria-label={`${t('stockModal.title')}: ${product.name}`}
          onClick={() => setOpen('stock')}
        >
          {t('stockModal.title')}
        </button>
      )}
      {showPrice && (
        <button
          type="button"
          className="b2b-product-list__info-button"
          aria-label={`${t('priceModal.title')}: ${product.name}`}
          onClick={() => setOpen('price')}
        >
          {t('priceModal.title')}
        </button>
      )}
      {after}
      {open === 'stock' && <StockInventoryModal product={product} onClose={close} />}
      {open === 'price' && <PriceInfoModal product={product} onClose={close} />}
    </span>
  );
}

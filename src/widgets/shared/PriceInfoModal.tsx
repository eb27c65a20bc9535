import type { ChildProduct, Product } from '../../contract/catalog';
import { priceInfoRows } from '../../domain/catalog/priceInfo';
import { usePageT } from '../../i18n/usePageT';
import { selectSettings } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { Modal } from '../../ui/Modal';
import { usePricing } from './usePricing';
import './productModals.css';

interface PriceInfoModalProps {
  product: Product | ChildProduct;
  onClose: () => void;
}

/**
 * 'Fiyat Bilgileri': the payment-plan prices named by settings.advencePriceInfo,
 * columns ADI and DEĞERİ, in the active currency like every other price. The caller offers it only
 * when priceInfoVisible() (showPaymentPlanPrice '1').
 */
export function PriceInfoModal({ product, onClose }: PriceInfoModalProps) {
  const t = usePageT();
  const settings = useAppSelector(selectSettings);
  const pricing = usePricing();
  const rows = priceInfoRows(product, settings.advencePriceInfo);
  return (
    <Modal title={t('priceModal.title')} closeLabel={t('common.close')} onClose={onClose}>
      <p className="b2b-product-modal__product">{product.name}</p>
      <table className="b2b-product-modal__table">
        <thead>
          <tr>
            <th scope="col">{t('priceModal.name')}</th>
            <th scope="col" className="b2b-product-modal__number">
              {t('priceModal.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.name}`}>
              <td>{row.name}</td>
              <td className="b2b-product-modal__number">
                {pricing.format(pricing.amount(row.price, product.taxRate))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

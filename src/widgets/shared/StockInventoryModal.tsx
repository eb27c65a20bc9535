import type { ChildProduct, Product } from '../../contract/catalog';
import { usePageT } from '../../i18n/usePageT';
import { Modal } from '../../ui/Modal';
import './productModals.css';

interface StockInventoryModalProps {
  product: Product | ChildProduct;
  onClose: () => void;
}

const quantityFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/**
 * 'Stok Envanteri': the product's stock per warehouse, columns DEPO and MİKTAR.
 * Whether it is offered at all (logged in, or showStokInfo on) is the caller's stockInfoVisible().
 */
export function StockInventoryModal({ product, onClose }: StockInventoryModalProps) {
  const t = usePageT();
  return (
    <Modal title={t('stockModal.title')} closeLabel={t('common.close')} onClose={onClose}>
      <p className="b2b-product-modal__product">{product.name}</p>
      <table className="b2b-product-modal__table">
        <thead>
          <tr>
            <th scope="col">{t('stockModal.warehouse')}</th>
            <th scope="col" className="b2b-product-modal__number">
              {t('stockModal.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {product.inventory.length === 0 ? (
            <tr>
              <td colSpan={2}>{t('stockModal.empty')}</td>
            </tr>
          ) : (
            product.inventory.map((row, index) => (
              <tr key={`${index}-${row.warehouseName}`}>
                <td>{row.warehouseName}</td>
                <td className="b2b-product-modal__number">{quantityFormat.format(row.quantity)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Modal>
  );
}

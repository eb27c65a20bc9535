import type { Movement } from '../../contract/warranty';
import {
  movementDate,
  underWarranty,
  warrantyStatusMessage,
  type WarrantyStatus,
} from '../../domain/account/warranty';
import { useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';
import '../shared/historyTable/stackedTable.css';

interface WarrantyResultModalProps {
  serial: string;
  status: WarrantyStatus;
  movements: Movement[];
  onClose: () => void;
}

/** The result: the warranty status and the sales movements of the serial number. */
export function WarrantyResultModal({ serial, status, movements, onClose }: WarrantyResultModalProps) {
  const t = useT();
  const sentence = warrantyStatusMessage(status);
  const covered = underWarranty(status);
  const tone = status.kind === 'unknown' ? 'unknown' : covered ? 'covered' : 'ended';
  return (
    <Modal title={t('warranty.resultTitle')} closeLabel={t('common.close')} onClose={onClose} size="large">
      <p className="b2b-warranty-result__serial">{t('warranty.serialLabel', { serial })}</p>
      <p className={`b2b-warranty-result__status b2b-warranty-result__status--${tone}`}>
        {status.kind !== 'unknown' && (
          <>
            <strong className="b2b-warranty-result__badge">
              {covered ? t('warranty.underWarranty') : t('warranty.outOfWarranty')}
            </strong>{' '}
          </>
        )}
        <span>{t(sentence.key, sentence.params)}</span>
      </p>
      <h3 className="b2b-warranty-result__heading">{t('warranty.movements')}</h3>
      <table className="b2b-stack-table b2b-warranty-result__table">
        <thead>
          <tr>
            <th scope="col">{t('warranty.date')}</th>
            <th scope="col">{t('warranty.status')}</th>
            <th scope="col">{t('warranty.documentNo')}</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement, index) => (
            <tr key={`${index}-${movement.belgeNo}`}>
              <td data-label={t('warranty.date')}>{movementDate(movement.tarih)}</td>
              <td data-label={t('warranty.status')}>{movement.durumText || movement.durum}</td>
              <td data-label={t('warranty.documentNo')}>{movement.belgeNo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

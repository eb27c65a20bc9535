import { useCallback, useId, useMemo, useState } from 'react';
import { decode } from '../../contract/decode';
import { warrantyInquiryPropsDecoder } from '../../contract/warranty';
import { useT } from '../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { selectWarranty, warrantyActions } from '../../store/account/warranty';
import { Modal } from '../../ui/Modal';
import { WarrantyForm } from './WarrantyForm';
import { WarrantyResultModal } from './WarrantyResultModal';
import '../shared/formControls.css';
import './WarrantyInquiry.css';

/**
 * Warranty lookup: the serial number form, in the page or (display 'modal')
 * in a dialog behind a button; a lookup with a sale movement opens the result modal, anything else
 * says why under the form.
 */
export function WarrantyInquiry(props: Record<string, unknown>) {
  const { display } = useMemo(() => decode(warrantyInquiryPropsDecoder, props, 'data-props'), [props]);
  const t = useT();
  const dispatch = useAppDispatch();
  const requester = useId();
  const { requester: asking, outcome, resultOpen } = useAppSelector(selectWarranty);
  const [formOpen, setFormOpen] = useState(false);
  const result = asking === requester && resultOpen && outcome?.kind === 'result' ? outcome : null;

  const closeForm = useCallback(() => setFormOpen(false), []);
  const closeResult = useCallback(() => {
    dispatch(warrantyActions.resultClosed());
    setFormOpen(false);
  }, [dispatch]);

  return (
    <div className="b2b-warranty-widget">
      {display === 'inline' ? (
        <WarrantyForm requester={requester} />
      ) : (
        <>
          <button type="button" className="b2b-form__submit" onClick={() => setFormOpen(true)}>
            {t('warranty.title')}
          </button>
          {formOpen && !result && (
            <Modal title={t('warranty.title')} closeLabel={t('common.close')} onClose={closeForm}>
              <WarrantyForm requester={requester} />
            </Modal>
          )}
        </>
      )}
      {result && (
        <WarrantyResultModal
          serial={result.serial}
          status={result.status}
          movements={result.movements}
          onClose={closeResult}
        />
      )}
    </div>
  );
}

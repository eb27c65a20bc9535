import type { FaultProduct } from '../../contract/faultReport';
import { useT } from '../../i18n/useT';
import {
  FAULT_REPORT_ROOT_ID,
  faultReportActions,
  selectFaultReport,
  type PickerStep,
} from '../../store/account/faultReport';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { Modal } from '../../ui/Modal';
import { PickerSelect } from './PickerSelect';

interface FaultReportModalProps {
  onClose: () => void;
  onProduct: (product: FaultProduct) => void;
  /** The host form has no field to write into: said here rather than failing silently. */
  inputMissing: boolean;
}

/** What shows before the first answer (and before the cascade's code has arrived): the top level, loading. */
const LOADING_TOP: PickerStep = {
  kind: 'categories',
  parentId: FAULT_REPORT_ROOT_ID,
  status: 'loading',
  options: [],
  selectedId: null,
  error: null,
};

/** 'Ürün Seçiniz': category, as many subcategory levels as the tree has, then the product. */
export function FaultReportModal({ onClose, onProduct, inputMissing }: FaultReportModalProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { steps: loaded } = useAppSelector(selectFaultReport);
  const steps = loaded.length > 0 ? loaded : [LOADING_TOP];
  return (
    <Modal title={t('faultReport.modalTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <div className="b2b-form b2b-fault-picker">
        {steps.map((step, depth) => (
          <PickerSelect
            key={`${depth}-${step.kind}-${step.parentId}`}
            step={step}
            depth={depth}
            onSelect={(id) => dispatch(faultReportActions.optionChosen({ depth, id }))}
            onProduct={onProduct}
            onRetry={() => dispatch(faultReportActions.retried({ depth }))}
          />
        ))}
        {inputMissing && (
          <p className="b2b-form__message b2b-form__message--error" role="alert">
            {t('faultReport.inputMissing')}
          </p>
        )}
      </div>
    </Modal>
  );
}

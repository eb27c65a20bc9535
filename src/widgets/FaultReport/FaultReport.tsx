import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { decode } from '../../contract/decode';
import type { FaultProduct } from '../../contract/faultReport';
import { faultReportPropsDecoder } from '../../contract/props/faultReportProps';
import { useT } from '../../i18n/useT';
import { faultReportActions, selectFaultReport } from '../../store/account/faultReport';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { FaultReportModal } from './FaultReportModal';
import { findHostInput, writeHostInput } from './hostInput';
import '../shared/formControls.css';
import './FaultReport.css';

/**
 * The fault report product picker: 'Ürün Seç' (or window.B2BStorefront.openFaultReport())
 * opens 'Ürün Seçiniz'; the chosen product's code goes into the host form's field named by inputName,
 * with the input and change events host scripts listen to, and the modal closes.
 */
export function FaultReport(props: Record<string, unknown>) {
  const { inputName } = useMemo(() => decode(faultReportPropsDecoder, props, 'data-props'), [props]);
  const t = useT();
  const dispatch = useAppDispatch();
  const id = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const open = useAppSelector(selectFaultReport).openFor === id;
  const [written, setWritten] = useState<string | null>(null);
  const [inputMissing, setInputMissing] = useState(false);

  useEffect(() => {
    dispatch(faultReportActions.pickerMounted(id));
    return () => {
      dispatch(faultReportActions.pickerUnmounted(id));
    };
  }, [dispatch, id]);

  const close = useCallback(() => dispatch(faultReportActions.closed()), [dispatch]);

  const choose = useCallback(
    (product: FaultProduct) => {
      const input = findHostInput(rootRef.current, inputName);
      if (!input) {
        console.error(
          `[b2b] FaultReport: the page has no input named "${inputName}" to write the product code into.`,
        );
        setInputMissing(true);
        return;
      }
      writeHostInput(input, product.code);
      setInputMissing(false);
      setWritten(product.code);
      dispatch(faultReportActions.closed());
    },
    [dispatch, inputName],
  );

  return (
    <span ref={rootRef} className="b2b-fault-report">
      <button
        type="button"
        className="b2b-form__submit b2b-fault-report__button"
        aria-haspopup="dialog"
        onClick={() => dispatch(faultReportActions.opened(id))}
      >
        {t('faultReport.pick')}
      </button>
      <span className="b2b-visually-hidden" aria-live="polite">
        {written !== null && t('faultReport.written', { code: written })}
      </span>
      {open && <FaultReportModal onClose={close} onProduct={choose} inputMissing={inputMissing} />}
    </span>
  );
}

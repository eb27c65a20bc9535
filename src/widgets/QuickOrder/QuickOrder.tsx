import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { padSkippedCodes } from '../../domain/quickOrder/quickOrderRows';
import { parseSheet } from '../../domain/quickOrder/quickOrderSheet';
import { QUICK_ORDER_MAX_ROWS } from '../../contract/quickOrder';
import { useT } from '../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { quickOrderActions as actions, selectQuickOrder } from '../../store/quickOrder/quickOrder';
import {
  quickOrderAddRequested,
  quickOrderOpened,
  quickOrderScanned,
} from '../../store/quickOrder/quickOrderIntents';
import { selectJudgedPad } from '../../store/quickOrder/quickOrderSelectors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { AddToListButton } from '../shared/AddToListButton';
import { PadFooter } from './PadFooter';
import { PadTable } from './PadTable';
import { PasteDialog } from './PasteDialog';
import { ScanButton } from './ScanButton';
import { ScanNotice, useScanSummary } from './ScanNotice';
import { SubmitResult } from './SubmitResult';
import { useScannerKeys } from './useScannerKeys';
import './QuickOrder.css';

/**
 * The quick order pad: rows of code, quantity and unit, typed (with suggestions) or
 * pasted from a spreadsheet, each checked before anything is sent; 'Sepete Ekle' adds every valid
 * row in one batch, 'Satırları listeye kaydet' puts them into a saved list. A keyboard
 * scanner's burst anywhere in the pad adds what it read. The list is kept for the tab, so
 * a reload keeps it: the first frame (the server's too) is the blank pad, and the kept rows fill it
 * once the flow has read them (quickOrderOpened, an effect), each row as tall as a blank one.
 */
export function QuickOrder() {
  const t = useT();
  const dispatch = useAppDispatch();
  const pad = useAppSelector(selectQuickOrder);
  const { verdicts, lines } = useAppSelector(selectJudgedPad);
  const [pasting, setPasting] = useState(false);
  const [clearing, setClearing] = useState(false);
  const padRef = useRef<HTMLElement>(null);
  const scanSummary = useScanSummary(pad);
  // 'Satırları listeye kaydet': the lines 'Sepete Ekle' would send (rows found and valid, merged).
  const listItems = useMemo(
    () =>
      lines.map((line) => ({
        productId: line.productId,
        name: pad.products[line.productId]?.name ?? '',
        quantity: line.quantity,
        unitId: line.unitId,
      })),
    [lines, pad.products],
  );
  // …and the rows that will not go (not found, not valid, not checked yet): the confirmation names them.
  const skippedCodes = useMemo(() => padSkippedCodes(pad.rows, verdicts), [pad.rows, verdicts]);

  useEffect(() => {
    dispatch(quickOrderOpened());
  }, [dispatch]);
  useScannerKeys(padRef, (code) => dispatch(quickOrderScanned(code, 'keyboard')));

  const pasteSheet = useCallback(
    (text: string) => {
      setPasting(false);
      dispatch(actions.rowsPasted(parseSheet(text)));
    },
    [dispatch],
  );
  const closePaste = useCallback(() => setPasting(false), []);
  const closeClear = useCallback(() => setClearing(false), []);

  const notice = pad.pasteNotice;
  return (
    <section ref={padRef} className="b2b-quick-order" aria-label={t('quickOrder.label')}>
      <p className="b2b-quick-order__intro">
        {t('quickOrder.intro')} {t('scan.keyboardHint')}
      </p>
      <div className="b2b-quick-order__toolbar">
        <ScanButton />
        <button type="button" className="b2b-quick-order__secondary" onClick={() => setPasting(true)}>
          {t('quickOrder.paste')}
        </button>
        <button
          type="button"
          className="b2b-quick-order__secondary"
          disabled={pad.rows.length >= QUICK_ORDER_MAX_ROWS}
          onClick={() => dispatch(actions.rowsAdded())}
        >
          {t('quickOrder.addRows')}
        </button>
        <button type="button" className="b2b-quick-order__secondary" onClick={() => setClearing(true)}>
          {t('quickOrder.clear')}
        </button>
        <AddToListButton items={listItems} skipped={skippedCodes} label="addToList.savePad" />
      </div>
      {notice && (
        <p className="b2b-quick-order__notice" role="status">
          {t('quickOrder.pasted', { n: notice.added })}
          {notice.headerSkipped && <> {t('quickOrder.headerSkipped')}</>}
          {notice.truncated && <> {t('quickOrder.tooManyRows', { max: QUICK_ORDER_MAX_ROWS })}</>}
        </p>
      )}
      <ScanNotice summary={scanSummary} />
      <div className="b2b-quick-order__scroller">
        <PadTable pad={pad} verdicts={verdicts} onPasteSheet={pasteSheet} />
      </div>
      <PadFooter
        pad={pad}
        verdicts={verdicts}
        lines={lines}
        onAdd={() => dispatch(quickOrderAddRequested())}
      />
      <SubmitResult submit={pad.submit} onDismiss={() => dispatch(actions.submitDismissed())} />
      {pasting && <PasteDialog onPaste={pasteSheet} onClose={closePaste} />}
      {clearing && (
        <ConfirmDialog
          title={t('quickOrder.clear')}
          message={t('quickOrder.clearQuestion')}
          confirmLabel={t('quickOrder.clearYes')}
          dismissLabel={t('history.confirmNo')}
          closeLabel={t('common.close')}
          onDismiss={closeClear}
          onConfirm={() => {
            setClearing(false);
            dispatch(actions.cleared());
          }}
        />
      )}
    </section>
  );
}

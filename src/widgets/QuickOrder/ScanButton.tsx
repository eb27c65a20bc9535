import { useCallback, useState, type ComponentType } from 'react';
import { useT } from '../../i18n/useT';
import { useAppDispatch } from '../../store/core/hooks';
import { notify } from '../../store/core/ui';
import type { ScannerDialogProps } from './scanner/ScannerDialog';

type Dialog = ComponentType<ScannerDialogProps>;

// The camera view is a chunk of its own (and ZXing's WebAssembly one more, only where the browser
// has no detector): fetched when 'Barkod Okut' is first pressed, so pages where nobody scans never
// load it. A failed fetch is forgotten: the next press fetches again.
let dialogChunk: Promise<Dialog> | null = null;
let loadedDialog: Dialog | null = null;
function loadDialog(): Promise<Dialog> {
  dialogChunk ??= import(/* webpackChunkName: "scanner" */ './scanner/ScannerDialog').then(
    (module) => (loadedDialog = module.ScannerDialog),
    (error: unknown) => {
      dialogChunk = null;
      throw error;
    },
  );
  return dialogChunk;
}

/** 'Barkod Okut' on the pad's toolbar: opens the camera view. */
export function ScanButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const show = () => {
    if (loadedDialog) return setOpen(true);
    if (waiting) return;
    setWaiting(true);
    loadDialog().then(
      () => {
        setWaiting(false);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('[b2b] the barcode scanner could not be loaded:', error);
        setWaiting(false);
        dispatch(notify({ kind: 'error', message: t('scan.chunkFailed') }));
      },
    );
  };

  const LoadedDialog = open ? loadedDialog : null;
  return (
    <>
      <button
        type="button"
        className="b2b-quick-order__secondary b2b-quick-order__scan"
        aria-haspopup="dialog"
        aria-busy={waiting || undefined}
        onClick={show}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M2 6V3h3M15 3h3v3M18 14v3h-3M5 17H2v-3M5 7v6M8 7v6M11 7v6M14 7v6" />
        </svg>
        {t('scan.button')}
      </button>
      {LoadedDialog && <LoadedDialog onClose={close} />}
    </>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SCAN_FLASH_MS } from '../../../domain/quickOrder/cameraScan';
import { useT } from '../../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../../store/core/hooks';
import { selectQuickOrder } from '../../../store/quickOrder/quickOrder';
import { quickOrderScanned } from '../../../store/quickOrder/quickOrderIntents';
import { Modal } from '../../../ui/Modal';
import { ScanNotice, useScanSummary } from '../ScanNotice';
import { CameraView } from './CameraView';
import { beep, keepSoundChoice, soundWanted, vibrate } from './feedback';
import type { DetectorLoader } from './useCodeReader';
import './scanner.css';

export interface ScannerDialogProps {
  onClose: () => void;
  /** Tests hand in a fake; the page uses the browser's detector or ZXing's. */
  loadDetector?: DetectorLoader;
}

/**
 * 'Barkod Okut': the camera view, reading continuously. Each read goes to the pad's one
 * scan flow, like a keyboard scanner's; what it did shows below the image, the frame flashes green
 * (or red for a code the shop does not know), the device vibrates and, unless turned off, beeps.
 * Closing the dialog stops the camera.
 */
export function ScannerDialog({ onClose, loadDetector }: ScannerDialogProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const pad = useAppSelector(selectQuickOrder);
  const summary = useScanSummary(pad);
  const soundId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [sound, setSound] = useState(soundWanted);
  const [attempt, setAttempt] = useState(0);
  const [flash, setFlash] = useState<'ok' | 'problem' | null>(null);
  // Reads before the dialog opened (a keyboard scanner's) are neither shown nor confirmed here.
  const [openedAt] = useState(() => summary?.seq ?? 0);
  const seenSeq = useRef(openedAt);
  const seq = summary?.seq ?? 0;
  const ok = summary?.ok ?? false;

  const onCode = useCallback((code: string) => dispatch(quickOrderScanned(code, 'camera')), [dispatch]);

  const soundOn = useRef(sound);
  soundOn.current = sound;

  useEffect(() => {
    if (seq <= seenSeq.current) return;
    seenSeq.current = seq;
    setFlash(ok ? 'ok' : 'problem');
    vibrate(ok);
    if (soundOn.current) beep(ok);
  }, [seq, ok]);
  // Each read's flash lasts SCAN_FLASH_MS from that read.
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), SCAN_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash, seq]);

  return (
    <Modal title={t('scan.title')} onClose={onClose} closeLabel={t('common.close')} initialFocus={closeRef}>
      <div className="b2b-scanner">
        <CameraView
          key={attempt}
          onCode={onCode}
          flash={flash}
          onRetry={() => setAttempt((n) => n + 1)}
          loadDetector={loadDetector}
        />
        <ScanNotice summary={summary && summary.seq > openedAt ? summary : null} />
        <div className="b2b-scanner__actions">
          <label className="b2b-scanner__sound" htmlFor={soundId}>
            <input
              id={soundId}
              type="checkbox"
              checked={sound}
              onChange={(event) => {
                setSound(event.target.checked);
                keepSoundChoice(event.target.checked);
              }}
            />
            {t('scan.sound')}
          </label>
          <button ref={closeRef} type="button" className="b2b-quick-order__primary" onClick={onClose}>
            {t('scan.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

import { useRef } from 'react';
import type { CameraProblem } from '../../../domain/quickOrder/cameraScan';
import { useT } from '../../../i18n/useT';
import { Spinner } from '../../../ui/Spinner';
import { useCamera } from './useCamera';
import { useDetector, useReadLoop, type DetectorLoader } from './useCodeReader';

interface CameraViewProps {
  onCode: (code: string) => void;
  /** The frame's colour for a moment after a read: found, or a problem. */
  flash: 'ok' | 'problem' | null;
  onRetry: () => void;
  loadDetector?: DetectorLoader;
}

/** Problems a second try may solve (the permission given meanwhile, the other app closed). */
const RETRYABLE: readonly CameraProblem[] = ['denied', 'busy', 'failed', 'noCamera'];

/** The camera image with a framing guide, or why there is none; reads while it is live. */
export function CameraView({ onCode, flash, onRetry, loadDetector }: CameraViewProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const reader = useDetector(loadDetector);
  // No reader, no camera: it is not turned on (or turned off again) for an image nobody reads.
  const camera = useCamera(video, reader.status !== 'unavailable');
  useReadLoop(video, camera.status === 'live', reader.status === 'ready' ? reader.detector : null, onCode);
  const problem =
    camera.status === 'problem'
      ? t(`scan.camera.${camera.problem}`)
      : reader.status === 'unavailable'
        ? t('scan.readerUnavailable')
        : null;
  const waiting = camera.status === 'starting' || reader.status === 'loading';
  const status =
    camera.status === 'starting'
      ? t('scan.starting')
      : reader.status === 'loading'
        ? t('scan.loadingReader')
        : t('scan.aim');

  return (
    <div className="b2b-scanner__camera">
      <div className={`b2b-scanner__view${problem ? ' b2b-scanner__view--off' : ''}`}>
        <video ref={video} className="b2b-scanner__video" muted playsInline aria-label={t('scan.video')} />
        {!problem && (
          <div
            className={`b2b-scanner__guide${flash ? ` b2b-scanner__guide--${flash}` : ''}`}
            aria-hidden="true"
          />
        )}
      </div>
      {problem ? (
        <div className="b2b-scanner__problem" role="alert">
          <p>{problem}</p>
          <p>{t('scan.byHand')}</p>
          {camera.status === 'problem' && RETRYABLE.includes(camera.problem) && (
            <button type="button" className="b2b-quick-order__secondary" onClick={onRetry}>
              {t('scan.retry')}
            </button>
          )}
        </div>
      ) : (
        <p className="b2b-scanner__status" role="status">
          {waiting && <Spinner label={t('common.loading')} />}
          {status}
        </p>
      )}
    </div>
  );
}

import { useEffect, useState, type RefObject } from 'react';
import { loadDetector, type CodeDetector } from './detector';
import { startReadLoop } from './readLoop';

export type ReaderState = 'loading' | 'reading' | 'unavailable';

/** How the view gets its detector: the browser's or ZXing's (tests hand in a fake). */
export type DetectorLoader = () => Promise<CodeDetector>;

/**
 * Once the camera is live, reads codes from `video` until the view closes, handing each to `onCode`.
 * 'unavailable' when no detector can run in this browser: the view says so, the pad works by hand.
 */
export function useCodeReader(
  video: RefObject<HTMLVideoElement | null>,
  live: boolean,
  onCode: (code: string) => void,
  load: DetectorLoader = loadDetector,
): ReaderState {
  const [state, setState] = useState<ReaderState>('loading');
  const [detector, setDetector] = useState<CodeDetector | null>(null);

  useEffect(() => {
    let closed = false;
    load().then(
      (loaded) => {
        if (closed) return;
        setDetector(loaded);
        setState('reading');
      },
      (error: unknown) => {
        if (closed) return;
        console.warn('[b2b] no barcode detector can run in this browser:', error);
        setState('unavailable');
      },
    );
    return () => {
      closed = true;
    };
  }, [load]);

  useEffect(() => {
    const element = video.current;
    if (!live || !detector || !element) return;
    return startReadLoop(() => detector.detect(element), onCode);
  }, [live, detector, video, onCode]);

  return state;
}

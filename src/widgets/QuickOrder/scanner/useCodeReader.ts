import { useEffect, useState, type RefObject } from 'react';
import { loadDetector, type CodeDetector } from './detector';
import { startReadLoop } from './readLoop';

/** How the view gets its detector: the browser's or ZXing's (tests hand in a fake). */
export type DetectorLoader = () => Promise<CodeDetector>;

export type DetectorState =
  | { status: 'loading' }
  | { status: 'ready'; detector: CodeDetector }
  /** No detector can run in this browser: the view says so, the pad works by hand. */
  | { status: 'unavailable' };

/** The detector of this browser, loaded while the camera starts. */
export function useDetector(load: DetectorLoader = loadDetector): DetectorState {
  const [state, setState] = useState<DetectorState>({ status: 'loading' });
  useEffect(() => {
    let closed = false;
    load().then(
      (detector) => {
        if (!closed) setState({ status: 'ready', detector });
      },
      (error: unknown) => {
        if (closed) return;
        console.warn('[b2b] no barcode detector can run in this browser:', error);
        setState({ status: 'unavailable' });
      },
    );
    return () => {
      closed = true;
    };
  }, [load]);
  return state;
}

/** While the camera is live and a detector ready, reads codes from `video` and hands each to `onCode`. */
export function useReadLoop(
  video: RefObject<HTMLVideoElement | null>,
  live: boolean,
  detector: CodeDetector | null,
  onCode: (code: string) => void,
): void {
  useEffect(() => {
    const element = video.current;
    if (!live || !detector || !element) return;
    return startReadLoop(() => detector.detect(element), onCode);
  }, [live, detector, video, onCode]);
}

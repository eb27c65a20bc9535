import { CAMERA_READ_INTERVAL_MS } from '../../../domain/quickOrder/cameraScan';

/**
 * Looks at the camera image again and again: each code found is handed on (the pad's one scan flow
 * judges repeats), then the next look waits CAMERA_READ_INTERVAL_MS. One look at a time: a slow
 * frame is never overtaken by the next. A failing look is logged once and the loop goes on (a frame
 * not ready yet, a video resized). Returns the stop.
 */
export function startReadLoop(
  look: () => Promise<string[]>,
  onCode: (code: string) => void,
  interval = CAMERA_READ_INTERVAL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  const next = async () => {
    try {
      const codes = await look();
      if (stopped) return;
      for (const code of new Set(codes)) onCode(code);
    } catch (error) {
      if (stopped) return;
      if (!warned) console.warn('[b2b] the camera image could not be read:', error);
      warned = true;
    }
    timer = setTimeout(() => void next(), interval);
  };
  void next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
